class RetryPolicy:
    # how many times a request is tried in all
    attempts = 3
    backoff = 0.5
