import argparse


def build_parser():
    parser = argparse.ArgumentParser(prog="snapshot")
    parser.add_argument("database")
    parser.add_argument("--host", default="localhost")
    parser.add_argument("--port", type=int, default=5432)
    parser.add_argument("--bucket", required=True)
    parser.add_argument("--keep", type=int, default=7)
    return parser
