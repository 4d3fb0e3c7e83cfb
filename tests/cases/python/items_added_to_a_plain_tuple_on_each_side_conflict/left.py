def is_number(value):
    return isinstance(value, (int, float, complex))
