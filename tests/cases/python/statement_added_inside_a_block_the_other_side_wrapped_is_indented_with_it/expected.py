def run(jobs, log):
    for job in jobs:
        try:
            job.start()
            log.debug("started %s", job)
            job.wait()
        except TimeoutError:
            log.warning("timed out: %s", job)
    log.info("done")
