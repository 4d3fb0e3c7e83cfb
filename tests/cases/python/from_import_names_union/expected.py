from os.path import basename, dirname, exists, join


def split(path):
    return dirname(path), basename(path)


def present(path):
    return exists(path)


def under(root, name):
    return join(root, name)
