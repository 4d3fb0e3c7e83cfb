import argparse
import sys

from .export import Exporter


def main(argv=None):
    parser = argparse.ArgumentParser(prog="export")
    parser.add_argument("source")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)
    Exporter(args.source, dry_run=args.dry_run).run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
