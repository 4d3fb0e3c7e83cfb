import os

TIMEOUT = 30

RETRIES = 3

# Overrides from the environment
TIMEOUT = int(os.environ.get("APP_TIMEOUT", TIMEOUT))
RETRIES = int(os.environ.get("APP_RETRIES", RETRIES))
