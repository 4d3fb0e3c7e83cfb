import argparse
import sys

from .export import Exporter


def main(argv=None):
    parser = argparse.ArgumentParser(prog="export")
    parser.add_argument("source")
    args = parser.parse_args(argv)
    Exporter(args.source).run()
    return 0
