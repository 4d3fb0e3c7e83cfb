import json


def load(path):
    try:
        with open(path) as handle:
            data = json.load(handle)
    except OSError:
        data = {}
    return data
