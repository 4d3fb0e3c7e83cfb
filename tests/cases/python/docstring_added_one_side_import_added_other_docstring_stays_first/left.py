import os
from datetime import datetime


def now():
    return datetime.now()
