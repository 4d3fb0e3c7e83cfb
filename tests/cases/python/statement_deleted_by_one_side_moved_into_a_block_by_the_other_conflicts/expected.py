def save(record):
    record.check()
    if record.key is None:
        record.key = next_key()
        record.stamp()
    record.store.write(record)
<<<<<<< left


def load(key):
    return STORE.read(key)
||||||| base
=======


def drop(key):
    STORE.delete(key)
>>>>>>> right
