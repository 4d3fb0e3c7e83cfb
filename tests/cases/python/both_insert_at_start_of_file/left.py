import os


def main():
    return 0
