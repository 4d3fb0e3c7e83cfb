from geometry import area

CASES = [("square", 2), ("circle", 1)]


def test_areas():
    for shape, size in CASES:
        assert area(shape, size) > 0
