<<<<<<< left
def save(record, log):
    if record.dirty:
        record.write()
    log.append(record)
||||||| base
def save(record, log):
    if record.dirty:
        record.write()
        log.append(record)
=======
>>>>>>> right


def load(record):
    return record.read()
