def scale(value: float, factor: float):
    return value * factor
