def first():
    return 2
