import sys
<<<<<<< left
||||||| base


def legacy_entry():
    return run(sys.argv)
=======

if sys.version_info < (3, 12):

    def legacy_entry():
        return run(sys.argv)
>>>>>>> right


def run(argv):
    return len(argv)
