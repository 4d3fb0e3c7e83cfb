import os


# path separator
# (posix and windows only)
if os.name == "nt":
    SEP = "\\"
else:
    SEP = "/"


def join(*parts):
    return SEP.join(parts)


def split(path):
    return path.split(SEP)


def base_name(path):
    return join(path).rsplit(SEP, 1)[-1]
