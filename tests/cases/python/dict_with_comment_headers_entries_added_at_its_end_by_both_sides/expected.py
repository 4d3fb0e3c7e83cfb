CONFIG = {
    # network
    "host": "x",
    "port": 1,
    # storage
    "path": "/tmp",
    "timeout": 3,
    "cache": True,
}
