def read_text(path):
    with open(path) as handle:
        data = handle.read()
    return data.strip()


def save(path, data):
    with open(path, "w") as handle:
        handle.write(data)
