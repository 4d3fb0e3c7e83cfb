import functools


@functools.cache
@requires_login
def load_settings(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()
