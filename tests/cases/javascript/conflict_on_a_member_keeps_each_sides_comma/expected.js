const limits = {
<<<<<<< left
  retries: 10,
||||||| base
  retries: 1,
=======
  retries: 20,
>>>>>>> right
  timeout: 2,
  backoff: 0,
  jitter: 1,
  burst: 1
};
