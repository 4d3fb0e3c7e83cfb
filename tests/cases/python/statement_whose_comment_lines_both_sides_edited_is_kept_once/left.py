import os


# path separator
if os.name == "nt":
    SEP = "\\"
else:
    SEP = "/"


def join(*parts):
    return SEP.join(parts)


def split(path):
    return path.split(SEP)
