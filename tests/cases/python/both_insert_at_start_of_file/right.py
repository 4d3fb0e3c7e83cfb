import sys


def main():
    return 0
