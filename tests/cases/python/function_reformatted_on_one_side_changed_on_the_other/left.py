def load(path, mode="r"):
    with open(path, mode) as handle:
        return handle.read()
