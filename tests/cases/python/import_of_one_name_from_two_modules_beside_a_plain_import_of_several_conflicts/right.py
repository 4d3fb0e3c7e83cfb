import os
import ujson as json


def load(path):
    with open(path) as handle:
        return handle.read()


def dump(data):
    return json.dumps(data)
