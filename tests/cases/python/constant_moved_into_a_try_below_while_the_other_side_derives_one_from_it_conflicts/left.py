import os

RETRIES = 3

try:
    TIMEOUT = int(os.environ["APP_TIMEOUT"])
except KeyError:
    TIMEOUT = 10


def settings():
    return {"timeout": TIMEOUT, "retries": RETRIES}
