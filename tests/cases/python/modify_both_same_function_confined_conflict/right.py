def area(w, h):
    return round(w * h, 2)


def perimeter(w, h):
    return 2 * (w + h)


def is_square(w, h):
    return w == h
