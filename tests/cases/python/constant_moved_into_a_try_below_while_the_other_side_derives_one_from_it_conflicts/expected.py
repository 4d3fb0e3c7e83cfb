import os

<<<<<<< left
||||||| base
TIMEOUT = 10
=======
TIMEOUT = 10
SLOW_TIMEOUT = TIMEOUT * 6
>>>>>>> right
RETRIES = 3

try:
    TIMEOUT = int(os.environ["APP_TIMEOUT"])
except KeyError:
    TIMEOUT = 10


def settings():
    return {"timeout": TIMEOUT, "retries": RETRIES, "slow": SLOW_TIMEOUT}
