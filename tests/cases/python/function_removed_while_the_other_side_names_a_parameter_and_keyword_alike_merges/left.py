import argparse
import logging


def build_parser():
    parser = argparse.ArgumentParser(prog="sync")
    parser.add_argument("source")
    return parser


def run(argv=None):
    args = build_parser().parse_args(argv)
    if not args.loud:
        return 0
    print("syncing", args.source)
    return 0
