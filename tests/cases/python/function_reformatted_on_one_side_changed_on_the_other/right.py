def load(path, mode='r', encoding='utf-8'):
    with open(path, mode, encoding=encoding) as handle:
        data = handle.read()
    return data
