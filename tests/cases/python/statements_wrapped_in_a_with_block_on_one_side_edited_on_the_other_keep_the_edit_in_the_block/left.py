import threading

LOCK = threading.Lock()


def record(store, key, value):
    """Remember value under key."""
    with LOCK:
        entry = store.get(key, [])
        entry.append(value)
        store[key] = entry
    return len(entry)
