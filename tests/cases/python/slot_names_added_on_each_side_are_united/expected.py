class Node:
    """One node of the graph."""

    __slots__ = ("key", "edges", "weight", "parent")

    def __init__(self, key, weight=1):
        self.key = key
        self.edges = []
        self.weight = weight

    def attach(self, parent):
        self.parent = parent
