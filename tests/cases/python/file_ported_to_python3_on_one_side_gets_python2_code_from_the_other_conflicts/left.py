def load(path):
    try:
        return open(path).read()
    except IOError as exc:
        print("cannot read", path)
        return None


def size(path):
    return len(load(path) or "")
