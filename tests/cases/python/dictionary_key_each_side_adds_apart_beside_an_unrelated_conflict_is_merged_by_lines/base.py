VERSION = "1.2"

DEFAULTS = {
    "host": "localhost",
    "port": 8080,
    "debug": False,
    "workers": 4,
    "log_level": "info",
}


def settings(overrides):
    return {**DEFAULTS, **overrides}
