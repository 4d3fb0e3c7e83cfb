import os
import sys
import json


def main(argv):
    return run(argv, verbose=True, dump=json.dumps)
