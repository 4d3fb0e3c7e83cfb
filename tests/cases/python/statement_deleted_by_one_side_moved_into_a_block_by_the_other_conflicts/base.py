def save(record):
    record.check()
    record.stamp()
    if record.key is None:
        record.key = next_key()
    record.store.write(record)
