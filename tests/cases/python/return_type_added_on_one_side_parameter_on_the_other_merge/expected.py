import json


def load_settings(path, strict, encoding="utf-8") -> dict:
    with open(path, encoding=encoding) as handle:
        data = json.load(handle)
    if strict and "name" not in data:
        raise ValueError("settings need a name")
    return data
