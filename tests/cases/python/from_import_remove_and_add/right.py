from json import dumps, load, loads


def encode(obj):
    return dumps(obj)


def decode(text):
    return loads(text)


def read(fh):
    return load(fh)
