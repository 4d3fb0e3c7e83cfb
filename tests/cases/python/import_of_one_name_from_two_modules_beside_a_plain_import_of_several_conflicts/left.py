import os, json


def load(path):
    with open(path) as handle:
        return handle.read()


def load_json(path):
    return json.loads(load(path))
