def start(job):
    job.begin()
    return job
