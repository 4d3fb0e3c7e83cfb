class Shape:
    sides = 0

    # drawn after the fill
    layer = 2
    """
    A drawable outline.
    """

    def area(self):
        return 0.0
