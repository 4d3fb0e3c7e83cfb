def run(jobs, log):
    for job in jobs:
        job.start()
        log.debug("started %s", job)
        job.wait()
    log.info("done")
