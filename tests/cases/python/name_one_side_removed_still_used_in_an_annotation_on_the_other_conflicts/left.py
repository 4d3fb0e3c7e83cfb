from __future__ import annotations


def first(items):
    return items[0]


def count(items):
    return len(items)
