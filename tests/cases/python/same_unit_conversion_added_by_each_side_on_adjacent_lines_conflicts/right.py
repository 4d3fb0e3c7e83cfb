import time


def wait_for(job, config):
    delay = config.retry_delay
    delay = delay / 1000
    while not job.done():
        time.sleep(delay)
    return job.result()
