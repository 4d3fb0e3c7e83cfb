"""Storage of cached responses."""
import hashlib
<<<<<<< left
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
||||||| base
import os
import shutil
import tempfile
import time
import zlib


def cache_path(root, key):
    return os.path.join(root, hashlib.sha1(key.encode()).hexdigest())
=======
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
>>>>>>> right
