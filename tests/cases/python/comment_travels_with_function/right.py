def start():
    return "started"


# Restart = stop + start, kept for old callers.
# Deprecated since 2.0.
def restart():
    return "restarted"
