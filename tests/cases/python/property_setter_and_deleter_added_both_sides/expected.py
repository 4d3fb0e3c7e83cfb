class Box:
    def __init__(self):
        self._width = 0

    @property
    def width(self):
        return self._width

    @width.setter
    def width(self, value):
        self._width = value

    @width.deleter
    def width(self):
        self._width = 0
