import argparse


def build_parser():
    parser = argparse.ArgumentParser(prog="sync")
    parser.add_argument("source")
    return parser


def quiet(args):
    return not args.loud


def run(argv=None):
    args = build_parser().parse_args(argv)
    if quiet(args):
        return 0
    print("syncing", args.source)
    return 0
