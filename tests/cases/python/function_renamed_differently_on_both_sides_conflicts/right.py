import json


def load_json(path):
    with open(path) as handle:
        data = json.load(handle)
    return data


def save(path, data):
    with open(path, "w") as handle:
        json.dump(data, handle)
