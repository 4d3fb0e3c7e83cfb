def handler(event):
    return event.payload
