static void trace(const char *msg) {
  fprintf(stderr, "%s\n", msg);
}

int run(void) {
  return 0;
}
