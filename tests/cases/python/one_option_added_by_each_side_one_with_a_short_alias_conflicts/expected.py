import argparse


def build_parser():
    parser = argparse.ArgumentParser(prog="copy")
    parser.add_argument("source")
    parser.add_argument("target")
    parser.add_argument("--batch-size", type=int, default=1000)
<<<<<<< left
    parser.add_argument("--limit", type=int, default=None, help="rows per table")
    parser.add_argument("--dry-run", action="store_true")
||||||| base
    parser.add_argument("--dry-run", action="store_true")
=======
    parser.add_argument("--dry-run", action="store_true")
    parser.add_argument("-l", "--limit", type=int, default=0, help="stop after N rows")
>>>>>>> right
    return parser
