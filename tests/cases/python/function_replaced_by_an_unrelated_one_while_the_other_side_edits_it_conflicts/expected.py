import json


def parse(text):
    return json.loads(text)
<<<<<<< left
||||||| base


def load(path):
    with open(path) as handle:
        data = json.load(handle)
    return data
=======


def load(path):
    with open(path) as handle:
        data = json.load(handle)
    data.setdefault("version", 1)
    return data
>>>>>>> right


def save(path, data):
    with open(path, "w") as handle:
        json.dump(data, handle)
