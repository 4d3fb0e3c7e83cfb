class RetryPolicy:
    jitter = True
    # seconds to wait at most between two attempts
    max_delay = 30.0
    attempts = 3
    backoff = 0.5
