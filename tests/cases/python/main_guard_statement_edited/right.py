import sys


def main(argv):
    print(argv)
    return 0


def version():
    return "1.0"


if __name__ == "__main__":
    sys.exit(main(sys.argv))
