import functools


@functools.cache
@trace_calls
def load_settings(path):
    with open(path) as handle:
        return handle.read()
