from os.path import basename, dirname, exists


def split(path):
    return dirname(path), basename(path)


def present(path):
    return exists(path)
