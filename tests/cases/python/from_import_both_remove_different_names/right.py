from string import ascii_letters, digits


def is_digit(c):
    return c in digits
