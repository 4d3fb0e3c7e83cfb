import sys


def main(argv):
    print(argv)
    return 0


def usage():
    return "usage: tool [ARGS]"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
