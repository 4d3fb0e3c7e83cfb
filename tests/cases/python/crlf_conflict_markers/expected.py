def limit():
<<<<<<< left
    return 20
||||||| base
    return 10
=======
    return 50
>>>>>>> right


def name():
    return "job"


def owner():
    return "ops"


def queue():
    return "default"
