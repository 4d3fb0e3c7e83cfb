def start():
    return "started"


# Stop the service; safe to call twice.
def stop():
    return "stopped"
