from os.path import basename, dirname


def split(path):
    return dirname(path), basename(path)
