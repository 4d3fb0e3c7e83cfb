def limit():
    return 50


def name():
    return "job"


def queue():
    return "default"
