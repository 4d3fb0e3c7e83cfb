import collections
import functools
import typing

COUNTER = collections.Counter()
