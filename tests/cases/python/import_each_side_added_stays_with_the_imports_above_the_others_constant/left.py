import os
import sys
import json

CONFIG = json.loads("{}")


def main():
    return os.getcwd()
