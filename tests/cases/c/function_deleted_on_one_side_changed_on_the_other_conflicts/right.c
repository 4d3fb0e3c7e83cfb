static void trace(const char *msg) {
  fprintf(stderr, "trace: %s\n", msg);
}

int run(void) {
  return 0;
}
