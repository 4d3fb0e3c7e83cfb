"""Settings."""

import os

DEBUG = False
THEME = "furo"


def load():
    return os.environ


def save():
    return None
