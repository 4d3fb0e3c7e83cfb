import argparse


def build_parser():
    parser = argparse.ArgumentParser(prog="tool")
    sub = parser.add_subparsers(dest="command")
    push = sub.add_parser("push")
    push.add_argument("--force", action="store_true")
    push.add_argument("--timeout", type=float, default=30.0)
    pull = sub.add_parser("pull")
    pull.add_argument("--rebase", action="store_true")
    return parser
