def b():
    return 1

def d():
    return 2
