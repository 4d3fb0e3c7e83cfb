from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    return len(argv)
