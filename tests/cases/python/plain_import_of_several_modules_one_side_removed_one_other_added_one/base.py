import json, os, sys


def main():
    print(json.dumps(sys.argv))
    return os.getcwd()
