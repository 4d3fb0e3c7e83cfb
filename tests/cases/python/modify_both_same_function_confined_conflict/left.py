def area(w, h):
    return abs(w * h)


def perimeter(w, h):
    return 2 * (w + h)


def diagonal(w, h):
    return (w * w + h * h) ** 0.5
