def start(job):
    job.begin()
    return job


def stop(job):
    job.end()
    return job


def status(job):
    return job.state
