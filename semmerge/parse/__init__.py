"""Parse stage: source text -> symbol tree (see :mod:`semmerge.parse.tree`)."""
