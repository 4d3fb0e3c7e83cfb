import os
import sys
import json


def workdir():
    return os.environ.get("APP_HOME", os.getcwd())


def main(argv):
    return run(argv, verbose=True, cwd=workdir(), dump=json.dumps)
