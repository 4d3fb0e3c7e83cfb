import sys


if __name__ == "__main__":
    args = sys.argv[2:]
    code = main(args)
    sys.exit(code)
