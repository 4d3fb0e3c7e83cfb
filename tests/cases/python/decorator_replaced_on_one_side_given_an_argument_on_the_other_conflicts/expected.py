import functools


<<<<<<< left
@functools.cache
||||||| base
@functools.lru_cache(maxsize=32)
=======
@functools.lru_cache(maxsize=32, typed=True)
>>>>>>> right
def load(name):
    return name.upper()
