import functools
import os
import inspect

from .compat import import_module
from .util import slug


def load(name):
    return import_module(name)


def members(obj):
    return inspect.getmembers(obj)
