struct config {
  int verbose;
  const char *path;
  int timeout_ms;
  unsigned retries;
};
