class Shape:
    """
    A drawable outline.
    """
    sides = 0

    # drawn after the fill
    layer = 2

    def area(self):
        return 0.0
