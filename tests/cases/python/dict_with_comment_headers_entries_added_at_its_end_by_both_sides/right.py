CONFIG = {
    # network
    "host": "x",
    "port": 1,
    # storage
    "path": "/tmp",
    "cache": True,
}
