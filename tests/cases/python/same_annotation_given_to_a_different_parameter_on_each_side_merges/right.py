def scale(value, factor: float):
    return value * factor
