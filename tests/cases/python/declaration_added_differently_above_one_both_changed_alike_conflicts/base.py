def start_workers(pool):
    retries = 3
    timeout = 30
    pool.start(retries, timeout)
