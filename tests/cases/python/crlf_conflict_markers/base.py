def limit():
    return 10


def name():
    return "job"
