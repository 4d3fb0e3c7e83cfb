def load(path):
    with open(path) as fh:
        return fh.read()


# NOTE: save() still writes latin-1; switch it to utf-8 with the next release.


def save(path, text):
    with open(path, "w", encoding="latin-1") as fh:
        fh.write(text)
