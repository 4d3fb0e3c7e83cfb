"""Storage of cached responses."""
import hashlib
import json
import os
import shutil
import tempfile
import time
import zlib


def cache_path(root, key):
    return os.path.join(root, hashlib.sha1(key.encode()).hexdigest())


def read_meta(path):
    with open(path) as handle:
        return json.load(handle)
