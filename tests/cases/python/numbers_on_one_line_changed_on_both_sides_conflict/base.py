def release():
    version = (3, 0, 0)
    return version
