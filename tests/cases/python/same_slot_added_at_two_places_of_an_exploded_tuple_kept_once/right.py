class Point:
    __slots__ = (
        "x",
        "y",
        "z",
        "label",
    )

    def __init__(self, x, y, z):
        self.x, self.y, self.z = x, y, z

    def labelled(self, label):
        self.label = label
        return self
