import math


def circle_area(r):
    return math.pi * r * r


def square(x):
    return x * x


def cube(x):
    return x * x * x


def hypot(a, b):
    return math.sqrt(a * a + b * b)
