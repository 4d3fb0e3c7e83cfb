import argparse
import sys

from .export import Exporter


def main(argv=None):
    parser = argparse.ArgumentParser(prog="export")
    parser.add_argument("source")
    args = parser.parse_args(argv)
    _load_plugins()
    Exporter(args.source).run()
    return 0


def _load_plugins():
    from importlib.metadata import entry_points

    for entry in entry_points(group="export.formats"):
        entry.load()
