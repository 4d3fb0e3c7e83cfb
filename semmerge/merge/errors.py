"""Why the structured path gives way to the line merge.

In: raised anywhere on the structured path (parsing an input, merging trees, checking
the result). Out: caught by :mod:`semmerge.merge.engine`, which falls back to the line
merge and reports the message as the reason. A module of its own, so that the line
path can use it without importing the tree merger.
"""


class Fallback(Exception):
    """The structured merge declines; the message says why (it goes into the report)."""
