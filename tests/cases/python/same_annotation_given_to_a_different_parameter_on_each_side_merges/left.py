def scale(value: float, factor):
    return value * factor
