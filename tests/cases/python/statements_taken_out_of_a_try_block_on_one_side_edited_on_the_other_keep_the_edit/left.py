import json


def load(path):
    with open(path) as handle:
        data = json.load(handle)
    return data
