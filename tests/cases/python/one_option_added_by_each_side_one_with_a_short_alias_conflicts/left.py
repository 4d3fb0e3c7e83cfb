import argparse


def build_parser():
    parser = argparse.ArgumentParser(prog="copy")
    parser.add_argument("source")
    parser.add_argument("target")
    parser.add_argument("--batch-size", type=int, default=1000)
    parser.add_argument("--limit", type=int, default=None, help="rows per table")
    parser.add_argument("--dry-run", action="store_true")
    return parser
