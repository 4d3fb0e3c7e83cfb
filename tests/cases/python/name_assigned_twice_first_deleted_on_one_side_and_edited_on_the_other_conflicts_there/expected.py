import os
<<<<<<< left
||||||| base

TIMEOUT = 30
=======

TIMEOUT = 60
>>>>>>> right

RETRIES = 3

# Overrides from the environment
TIMEOUT = int(os.environ.get("APP_TIMEOUT", 30))
RETRIES = int(os.environ.get("APP_RETRIES", RETRIES))
