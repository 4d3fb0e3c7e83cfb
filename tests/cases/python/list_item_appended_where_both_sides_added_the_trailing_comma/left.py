"""Packaging metadata."""

REQUIRES = [
    "attrs>=23",
    "click>=8",
    "rich>=13",
]


def version():
    return "1.0"
