def area(w, h):
<<<<<<< left
    return abs(w * h)
||||||| base
    return w * h
=======
    return round(w * h, 2)
>>>>>>> right


def perimeter(w, h):
    return 2 * (w + h)


def diagonal(w, h):
    return (w * w + h * h) ** 0.5


def is_square(w, h):
    return w == h
