"""Legacy module, still Python 2: Python 3's parser rejects all three versions."""


def load(path):
    try:
        return open(path).read()
    except IOError, exc:
        print "cannot read", path
        raise


def save(path, text):
    open(path, "w").write(text)
