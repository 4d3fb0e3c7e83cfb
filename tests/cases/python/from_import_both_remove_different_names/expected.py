from string import digits


def is_digit(c):
    return c in digits
