VERSION = "1.3"

DEFAULTS = {
    "host": "localhost",
    "timeout": 30,
    "port": 8080,
    "debug": False,
    "workers": 4,
    "log_level": "info",
}


def settings(overrides):
    return {**DEFAULTS, **overrides}
