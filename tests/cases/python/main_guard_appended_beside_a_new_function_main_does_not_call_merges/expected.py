import argparse
import sys

from .export import Exporter


def main(argv=None):
    parser = argparse.ArgumentParser(prog="export")
    parser.add_argument("source")
    args = parser.parse_args(argv)
    Exporter(args.source).run()
    return 0


if __name__ == "__main__":
    sys.exit(main())


def formats():
    """The names of the formats ``main`` can write."""
    return sorted(Exporter.FORMATS)
