def run(jobs, log):
    for job in jobs:
        try:
            job.start()
            job.wait()
        except TimeoutError:
            log.warning("timed out: %s", job)
    log.info("done")
