import os

TIMEOUT = 10
SLOW_TIMEOUT = TIMEOUT * 6
RETRIES = 3


def settings():
    return {"timeout": TIMEOUT, "retries": RETRIES, "slow": SLOW_TIMEOUT}
