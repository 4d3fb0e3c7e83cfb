import sys


if __name__ == "__main__":
    args = sys.argv[1:]
    code = main(args, verbose=True)
    sys.exit(code)
