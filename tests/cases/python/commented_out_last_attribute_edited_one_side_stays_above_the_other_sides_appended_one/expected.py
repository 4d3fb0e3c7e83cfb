class Config:
    a = 1
    b = 2
    # c = 30
    e = 5


def f():
    return 1
