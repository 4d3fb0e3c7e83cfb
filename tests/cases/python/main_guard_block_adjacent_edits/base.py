import sys


if __name__ == "__main__":
    args = sys.argv[1:]
    code = main(args)
    sys.exit(code)
