class Node:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)


def tree_sum(node):
    return node.value + sum(tree_sum(c) for c in node.children)


def count(node):
    return 1 + sum(count(c) for c in node.children)
