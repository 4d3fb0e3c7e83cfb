import os
RETRIES = 3
