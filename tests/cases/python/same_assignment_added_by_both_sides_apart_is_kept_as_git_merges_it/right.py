"""Settings."""

import os

DEBUG = False


def load():
    return os.environ


def save():
    return None


THEME = 'furo'
