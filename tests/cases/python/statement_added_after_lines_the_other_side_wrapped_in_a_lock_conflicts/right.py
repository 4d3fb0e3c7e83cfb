import threading
import time

_lock = threading.Lock()
_hits = {}
_seen = {}


def record(endpoint):
    count = _hits.get(endpoint, 0) + 1
    _hits[endpoint] = count
    _seen[endpoint] = time.monotonic()
    return count
