_cache = {}
_hits = 0


def remember(key, value):
    global _cache
    if key is None:
        raise ValueError("key is required")
    _cache[key] = value
    return value
