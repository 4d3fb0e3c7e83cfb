const limits = {
  retries: 20,
  timeout: 2,
  backoff: 0,
  burst: 1
};
