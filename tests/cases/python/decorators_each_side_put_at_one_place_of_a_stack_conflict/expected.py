import functools


@functools.cache
<<<<<<< left
@trace_calls
||||||| base
=======
@requires_login
>>>>>>> right
def load_settings(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()
