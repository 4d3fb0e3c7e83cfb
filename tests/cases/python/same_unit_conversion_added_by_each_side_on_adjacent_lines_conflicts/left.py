import time


def wait_for(job, config):
    delay = config.retry_delay / 1000  # the setting is in milliseconds
    while not job.done():
        time.sleep(delay)
    return job.result()
