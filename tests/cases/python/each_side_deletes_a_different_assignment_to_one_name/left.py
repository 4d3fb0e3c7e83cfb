import os

TIMEOUT = 2
RETRIES = 3
