from string import digits, punctuation


def is_digit(c):
    return c in digits
