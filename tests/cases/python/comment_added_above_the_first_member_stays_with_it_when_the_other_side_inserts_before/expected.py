class RetryPolicy:
    jitter = True
    # how many times a request is tried in all
    attempts = 3
    backoff = 0.5
