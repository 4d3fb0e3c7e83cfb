class Node:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)


# Visits every node once.
def total(node):
    return node.value + sum(total(c) for c in node.children)


def depth(node):
    return 1 + max((depth(c) for c in node.children), default=0)
