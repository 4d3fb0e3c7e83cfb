import os

TIMEOUT = 10
RETRIES = 3


def settings():
    return {"timeout": TIMEOUT, "retries": RETRIES}
