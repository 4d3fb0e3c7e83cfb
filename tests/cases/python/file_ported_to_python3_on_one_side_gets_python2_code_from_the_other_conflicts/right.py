def load(path):
    try:
        return open(path).read()
    except IOError, exc:
        print "cannot read", path
        return None


def lines(path):
    text = load(path)
    if text is None:
        print "nothing in", path
    return (text or "").splitlines()
