import os, sys, time


def main():
    time.sleep(1)
    sys.exit(os.system("true"))
