const limits = {
  retries: 1,
  timeout: 2,
  backoff: 0
};
