import json, sys


def main():
    print(json.dumps(sys.argv))
