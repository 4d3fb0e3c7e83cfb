"""Storage of cached responses."""
import hashlib
import os
import shutil
import tempfile
import time
import zlib
import ujson as json


def cache_path(root, key):
    return os.path.join(root, hashlib.sha1(key.encode()).hexdigest())


def write_meta(path, meta):
    with open(path, "w") as handle:
        json.dump(meta, handle)
