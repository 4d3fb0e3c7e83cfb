"""Packaging metadata."""

REQUIRES = [
    "attrs>=23",
    "click>=8",
]


def version():
    return "1.1"
