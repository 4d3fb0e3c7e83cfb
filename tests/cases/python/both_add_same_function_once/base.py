import math


def circle_area(r):
    return math.pi * r * r
