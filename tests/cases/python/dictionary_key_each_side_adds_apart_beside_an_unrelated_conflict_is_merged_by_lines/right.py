VERSION = "2.0"

DEFAULTS = {
    "host": "localhost",
    "port": 8080,
    "debug": False,
    "workers": 4,
    "log_level": "info",
    "timeout": 120,
}


def settings(overrides):
    return {**DEFAULTS, **overrides}
