import collections
import itertools
import typing

COUNTER = collections.Counter()
