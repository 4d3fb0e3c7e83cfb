import collections
import functools
import itertools
import typing

COUNTER = collections.Counter()
