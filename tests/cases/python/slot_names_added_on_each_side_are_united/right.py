class Node:
    """One node of the graph."""

    __slots__ = ("key", "edges", "parent")

    def __init__(self, key):
        self.key = key
        self.edges = []

    def attach(self, parent):
        self.parent = parent
