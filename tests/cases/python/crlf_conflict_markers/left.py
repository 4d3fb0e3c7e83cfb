def limit():
    return 20


def name():
    return "job"


def owner():
    return "ops"
