def load(path):
    with open(path) as fh:
        return fh.read()


def load_size(path):
    return len(load(path))


def save(path, data):
    with open(path, "w") as fh:
        fh.write(data)
