# Deprecated: use size.
def length(s):
    return len(s)
<<<<<<< left
||||||| base


# Area returns the area.
def area(w, h):
    return w * h
=======


# Area returns the area.
# Deprecated: use size.
def area(w, h):
    return w * h
>>>>>>> right


def perimeter(w, h):
    return 2 * (w + h)
