def start_workers(pool):
<<<<<<< left
    backoff = 3
    retries = 5
||||||| base
    retries = 3
=======
    backoff = 0.5
    retries = 5
>>>>>>> right
    timeout = 30
    pool.start(retries, timeout, backoff)
