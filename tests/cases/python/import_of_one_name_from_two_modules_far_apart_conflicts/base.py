"""Storage of cached responses."""
import hashlib
import os
import shutil
import tempfile
import time
import zlib


def cache_path(root, key):
    return os.path.join(root, hashlib.sha1(key.encode()).hexdigest())
