import collections
import typing

COUNTER = collections.Counter()
