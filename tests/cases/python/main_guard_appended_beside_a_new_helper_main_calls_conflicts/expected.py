import argparse
import sys

from .export import Exporter


def main(argv=None):
    parser = argparse.ArgumentParser(prog="export")
    parser.add_argument("source")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)
<<<<<<< left
    Exporter(args.source, dry_run=args.dry_run).run()
||||||| base
    Exporter(args.source).run()
=======
    _load_plugins()
    Exporter(args.source).run()
>>>>>>> right
    return 0
<<<<<<< left


if __name__ == "__main__":
    sys.exit(main())
||||||| base
=======


def _load_plugins():
    from importlib.metadata import entry_points

    for entry in entry_points(group="export.formats"):
        entry.load()
>>>>>>> right
