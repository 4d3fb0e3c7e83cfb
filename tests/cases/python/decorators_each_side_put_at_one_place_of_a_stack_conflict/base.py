import functools


@functools.cache
def load_settings(path):
    with open(path) as handle:
        return handle.read()
