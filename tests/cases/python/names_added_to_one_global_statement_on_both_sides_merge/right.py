_cache = {}
_hits = 0
_last_key = None


def remember(key, value):
    global _cache, _last_key
    if key is None:
        raise ValueError("key is required")
    _cache[key] = value
    _last_key = key
    return value
