def load(path):
    try:
        return open(path).read()
    except IOError as exc:
        print("cannot read", path)
        return None
<<<<<<< left


def size(path):
    return len(load(path) or "")
||||||| base
=======


def lines(path):
    text = load(path)
    if text is None:
        print "nothing in", path
    return (text or "").splitlines()
>>>>>>> right
