# Deprecated: use size.
def length(s):
    return len(s)


# Area returns the area.
def area(w, h):
    return w * h


def perimeter(w, h):
    return 2 * (w + h)
