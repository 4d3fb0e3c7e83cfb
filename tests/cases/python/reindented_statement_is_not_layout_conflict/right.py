def load(record):
    return record.read()
