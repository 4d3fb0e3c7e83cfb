def load(path):
    try:
        return open(path).read()
    except IOError, exc:
        print "cannot read", path
        return None
