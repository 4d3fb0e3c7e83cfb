from json import dumps


def encode(obj):
    return dumps(obj)
