"""Clock helpers."""
from datetime import datetime


def now():
    return datetime.now()
