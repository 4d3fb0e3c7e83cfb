import os

RETRIES = 3

# Overrides from the environment
TIMEOUT = int(os.environ.get("APP_TIMEOUT", 30))
RETRIES = int(os.environ.get("APP_RETRIES", RETRIES))
