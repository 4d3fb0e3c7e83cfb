import time


def wait_for(job, config):
    delay = config.retry_delay
    while not job.done():
        time.sleep(delay)
    return job.result()
