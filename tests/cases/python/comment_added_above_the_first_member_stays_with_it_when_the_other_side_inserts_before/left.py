class RetryPolicy:
    jitter = True
    attempts = 3
    backoff = 0.5
