const limits = {
  retries: 10,
  timeout: 2,
  backoff: 0,
  jitter: 1
};
