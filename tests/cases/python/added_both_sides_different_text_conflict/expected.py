def add(a, b):
    return a + b


def neg(a):
    return 0 - a
<<<<<<< left


def clamp(x, lo, hi):
    return max(lo, min(x, hi))
||||||| base
=======


def clamp(x, lo=0, hi=1):
    return min(max(x, lo), hi)
>>>>>>> right
