from __future__ import annotations

from typing import TypeVar

Item = TypeVar("Item")


def first(items):
    return items[0]


def last(items: list[Item]) -> Item:
    return items[-1]
