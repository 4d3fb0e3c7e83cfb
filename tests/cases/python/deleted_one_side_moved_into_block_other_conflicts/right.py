import sys

if sys.version_info < (3, 12):

    def legacy_entry():
        return run(sys.argv)


def run(argv):
    return len(argv)
