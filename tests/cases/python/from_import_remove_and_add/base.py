from json import dumps, loads


def encode(obj):
    return dumps(obj)


def decode(text):
    return loads(text)
