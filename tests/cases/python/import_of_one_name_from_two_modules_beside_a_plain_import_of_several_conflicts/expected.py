<<<<<<< left
import os, json
||||||| base
import os
=======
import os
import ujson as json
>>>>>>> right


def load(path):
    with open(path) as handle:
        return handle.read()
<<<<<<< left


def load_json(path):
    return json.loads(load(path))
||||||| base
=======


def dump(data):
    return json.dumps(data)
>>>>>>> right
