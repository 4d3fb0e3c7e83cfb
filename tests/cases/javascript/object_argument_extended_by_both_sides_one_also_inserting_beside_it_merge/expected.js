export function finish(job, logger) {
  const elapsed = Date.now() - job.startedAt;
  logger.info("job finished", { id: job.id, elapsed, attempts: job.attempts, queue: job.queue });
  metrics.observe("job.elapsed", elapsed);
  return elapsed;
}
