import threading
import time

_lock = threading.Lock()
_hits = {}
_seen = {}


def record(endpoint):
<<<<<<< left
    with _lock:
        count = _hits.get(endpoint, 0) + 1
        _hits[endpoint] = count
||||||| base
    count = _hits.get(endpoint, 0) + 1
    _hits[endpoint] = count
=======
    count = _hits.get(endpoint, 0) + 1
    _hits[endpoint] = count
    _seen[endpoint] = time.monotonic()
>>>>>>> right
    return count
