class Node:
    """One node of the graph."""

    __slots__ = ("key", "edges")

    def __init__(self, key):
        self.key = key
        self.edges = []
