_cache = {}
_hits = 0


def remember(key, value):
    global _cache, _hits
    if key is None:
        raise ValueError("key is required")
    _hits += 1
    _cache[key] = value
    return value
