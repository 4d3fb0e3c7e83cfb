class Config:
    a = 1
    b = 2
    # c = 30


def f():
    return 1
