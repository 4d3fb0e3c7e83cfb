import os
import sys
import time


def main():
    time.sleep(1)
    sys.exit(os.system("true"))


def usage():
    print("usage: main")
