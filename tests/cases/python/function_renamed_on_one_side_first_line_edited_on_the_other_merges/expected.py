import json


def read_config(path):
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    return data


def save(path, data):
    with open(path, "w") as handle:
        json.dump(data, handle)
