def release():
    version = (3, 1, 0)
    return version
