import functools
import os
from importlib import import_module
import inspect

from .util import slug


def load(name):
    return import_module(name)


def members(obj):
    return inspect.getmembers(obj)
