class RetryPolicy:
    attempts = 3
    backoff = 0.5
