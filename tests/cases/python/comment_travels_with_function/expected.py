def start():
    return "started"


# Stop the service; safe to call twice.
def stop():
    return "stopped"


# Restart = stop + start, kept for old callers.
# Deprecated since 2.0.
def restart():
    return "restarted"
