def start(job):
    job.begin()
    return job


def status(job):
    return job.state