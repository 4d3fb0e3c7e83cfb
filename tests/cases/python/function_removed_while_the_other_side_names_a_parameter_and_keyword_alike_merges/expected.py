import argparse
import logging
import sys


def build_parser():
    parser = argparse.ArgumentParser(prog="sync")
    parser.add_argument("source")
    parser.add_argument("--dry-run", action="store_true")
    return parser


def run(argv=None):
    args = build_parser().parse_args(argv)
    if not args.loud:
        return 0
    print("syncing", args.source)
    return 0


def plan(files, quiet=False):
    for name in files:
        if not quiet:
            print("would sync", name)
    return argparse.Namespace(quiet=quiet, count=len(files))
