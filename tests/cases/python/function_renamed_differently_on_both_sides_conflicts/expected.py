import json


<<<<<<< left
def read_config(path):
||||||| base
def load(path):
=======
def load_json(path):
>>>>>>> right
    with open(path) as handle:
        data = json.load(handle)
    return data


def save(path, data):
    with open(path, "w") as handle:
        json.dump(data, handle)
