def save(record):
    record.check()
    if record.key is None:
        record.key = next_key()
    record.store.write(record)


def load(key):
    return STORE.read(key)
