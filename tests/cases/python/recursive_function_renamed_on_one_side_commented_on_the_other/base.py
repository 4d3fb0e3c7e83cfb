class Node:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)


def total(node):
    return node.value + sum(total(c) for c in node.children)
