def load(path):
    with open(path) as fh:
        return fh.read()


def load_lines(path):
    return load(path).splitlines()


def save(path, data):
    with open(path, "w") as fh:
        fh.write(data)
