import functools
import os

from .compat import import_module
from .util import slug


def load(name):
    return import_module(name)
