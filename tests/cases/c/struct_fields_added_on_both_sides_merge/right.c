struct config {
  int verbose;
  const char *path;
  unsigned retries;
};
