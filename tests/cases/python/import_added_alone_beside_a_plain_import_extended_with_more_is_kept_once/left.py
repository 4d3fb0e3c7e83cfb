import os, re, sys


def home():
    return os.path.expanduser("~")


def script_name():
    return re.sub(r"\.py$", "", sys.argv[0])
