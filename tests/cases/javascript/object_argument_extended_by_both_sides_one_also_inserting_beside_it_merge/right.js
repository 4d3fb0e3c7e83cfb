export function finish(job, logger) {
  const elapsed = Date.now() - job.startedAt;
  logger.info("job finished", { id: job.id, elapsed, queue: job.queue });
  return elapsed;
}
