import time


def wait_for(job, config):
<<<<<<< left
    delay = config.retry_delay / 1000  # the setting is in milliseconds
||||||| base
    delay = config.retry_delay
=======
    delay = config.retry_delay
    delay = delay / 1000
>>>>>>> right
    while not job.done():
        time.sleep(delay)
    return job.result()
