class Node:
    """One node of the graph."""

    __slots__ = ("key", "edges", "weight")

    def __init__(self, key, weight=1):
        self.key = key
        self.edges = []
        self.weight = weight
