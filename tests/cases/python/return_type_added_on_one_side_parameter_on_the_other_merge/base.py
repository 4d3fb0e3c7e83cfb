import json


def load_settings(path, strict):
    with open(path) as handle:
        data = json.load(handle)
    if strict and "name" not in data:
        raise ValueError("settings need a name")
    return data
