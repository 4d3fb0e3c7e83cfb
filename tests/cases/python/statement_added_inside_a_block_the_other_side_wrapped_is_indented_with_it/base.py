def run(jobs, log):
    for job in jobs:
        job.start()
        job.wait()
    log.info("done")
