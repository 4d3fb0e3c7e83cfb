import json


def load(path):
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    return data
