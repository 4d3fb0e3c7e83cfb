import os

# path separator
if os.name == "nt":
    SEP = "\\"
else:
    SEP = "/"


def join(*parts):
    return SEP.join(parts)
