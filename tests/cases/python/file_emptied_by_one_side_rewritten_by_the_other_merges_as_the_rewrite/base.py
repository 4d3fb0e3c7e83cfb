OLD = 1


def legacy():
    return OLD
