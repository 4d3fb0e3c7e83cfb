from geometry import area

CASES = [("square", 2, 4.0), ("circle", 1, 3.14159)]


def test_areas():
    for shape, size, expected in CASES:
        assert area(shape, size) == expected
