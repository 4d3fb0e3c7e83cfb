from geometry import area

<<<<<<< left
CASES = [("square", 2, 4.0), ("circle", 1, 3.14159)]
||||||| base
CASES = [("square", 2), ("circle", 1)]
=======
CASES = [("square", 2), ("circle", 1), ("triangle", 3)]
>>>>>>> right


def test_areas():
    for shape, size, expected in CASES:
        assert area(shape, size) == expected
