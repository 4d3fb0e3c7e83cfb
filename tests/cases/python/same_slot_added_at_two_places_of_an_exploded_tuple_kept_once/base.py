class Point:
    __slots__ = (
        "x",
        "y",
        "z",
    )

    def __init__(self, x, y, z):
        self.x, self.y, self.z = x, y, z
