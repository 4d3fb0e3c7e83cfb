from string import ascii_letters, digits, punctuation


def is_digit(c):
    return c in digits
