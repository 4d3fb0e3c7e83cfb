"""Command line entry point."""


def main(argv):
    print(render(parse(argv)))


def parse(argv):
    return dict(arg.split("=", 1) for arg in argv)


def render(options):
    return ", ".join(f"{k}={v}" for k, v in sorted(options.items()))


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
