from __future__ import annotations
import os

import sys


def main(argv: list[str]) -> int:
    return len(argv) + len(os.environ)
