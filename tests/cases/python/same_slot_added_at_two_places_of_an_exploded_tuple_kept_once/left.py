class Point:
    __slots__ = (
        "x",
        "label",
        "y",
        "z",
    )

    def __init__(self, x, y, z, label=""):
        self.x, self.y, self.z = x, y, z
        self.label = label
