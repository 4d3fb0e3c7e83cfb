def release():
    version = (3, 0, 1)
    return version
