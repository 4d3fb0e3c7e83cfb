from os.path import basename, dirname, join


def split(path):
    return dirname(path), basename(path)


def under(root, name):
    return join(root, name)
