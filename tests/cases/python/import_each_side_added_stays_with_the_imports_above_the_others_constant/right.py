import os
import sys
import re


def main():
    return re.sub("a", "b", os.getcwd())
