import json, sys, time


def main():
    print(json.dumps(sys.argv))
    time.sleep(1)
