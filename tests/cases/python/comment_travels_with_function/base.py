def start():
    return "started"
