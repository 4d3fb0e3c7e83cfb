def load(path):
    with open(path) as fh:
        return fh.read()


def exists(path):
    import os

    return os.path.exists(path)


def save(path, text):
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
