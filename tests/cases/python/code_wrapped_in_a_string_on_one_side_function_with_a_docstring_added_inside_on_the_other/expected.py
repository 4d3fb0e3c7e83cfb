"""Disabled while the API changes:

def old():
    a = 1
    b = 2
    c = 3
    return a + b + c


def keep():
    x = 2
    return x
"""


def new():
    """Add one."""
    return 3
