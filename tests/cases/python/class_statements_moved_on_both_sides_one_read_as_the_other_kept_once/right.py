class Shape:
    sides = 0
    """
    A drawable outline.
    """

    # drawn after the fill
    layer = 2

    def area(self):
        return 0.0
