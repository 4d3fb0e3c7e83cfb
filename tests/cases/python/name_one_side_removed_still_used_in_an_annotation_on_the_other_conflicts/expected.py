from __future__ import annotations


def first(items):
    return items[0]
<<<<<<< left


def count(items):
    return len(items)
||||||| base
=======


def last(items: list[Item]) -> Item:
    return items[-1]
>>>>>>> right
