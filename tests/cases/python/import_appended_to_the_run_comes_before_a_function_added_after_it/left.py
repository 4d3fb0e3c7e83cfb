import os
import sys


def workdir():
    return os.environ.get("APP_HOME", os.getcwd())


def main(argv):
    return run(argv, verbose=True, cwd=workdir())
