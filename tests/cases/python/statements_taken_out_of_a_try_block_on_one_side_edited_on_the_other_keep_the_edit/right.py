import json


def load(path):
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except OSError:
        data = {}
    return data
