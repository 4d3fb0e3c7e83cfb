import json


def parse(text):
    return json.loads(text)


def save(path, data):
    with open(path, "w") as handle:
        json.dump(data, handle)
