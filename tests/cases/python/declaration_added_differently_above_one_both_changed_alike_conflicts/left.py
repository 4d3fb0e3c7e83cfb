def start_workers(pool):
    backoff = 3
    retries = 5
    timeout = 30
    pool.start(retries, timeout, backoff)
