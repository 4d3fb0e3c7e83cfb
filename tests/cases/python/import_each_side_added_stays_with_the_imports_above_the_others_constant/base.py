import os
import sys


def main():
    return os.getcwd()
