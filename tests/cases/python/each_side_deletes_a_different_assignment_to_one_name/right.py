import os

TIMEOUT = 1
RETRIES = 3
