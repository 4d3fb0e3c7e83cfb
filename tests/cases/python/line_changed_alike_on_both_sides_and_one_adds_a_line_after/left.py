import logging


def load(path):
    with open(path, "rb") as handle:
        data = handle.read().decode("utf-8")
        logging.debug("read %d characters", len(data))
    return data
