<<<<<<< left
VERSION = "1.3"
||||||| base
VERSION = "1.2"
=======
VERSION = "2.0"
>>>>>>> right

DEFAULTS = {
    "host": "localhost",
<<<<<<< left
    "timeout": 30,
    "port": 8080,
    "debug": False,
    "workers": 4,
    "log_level": "info",
||||||| base
    "port": 8080,
    "debug": False,
    "workers": 4,
    "log_level": "info",
=======
    "port": 8080,
    "debug": False,
    "workers": 4,
    "log_level": "info",
    "timeout": 120,
>>>>>>> right
}


def settings(overrides):
    return {**DEFAULTS, **overrides}
