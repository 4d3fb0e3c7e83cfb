from json import dumps, load


def encode(obj):
    return dumps(obj)


def read(fh):
    return load(fh)
