def save(record, log):
    if record.dirty:
        record.write()
    log.append(record)


def load(record):
    return record.read()
