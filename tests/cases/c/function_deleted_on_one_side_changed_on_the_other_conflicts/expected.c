<<<<<<< left
||||||| base
static void trace(const char *msg) {
  fprintf(stderr, "%s\n", msg);
}
=======
static void trace(const char *msg) {
  fprintf(stderr, "trace: %s\n", msg);
}
>>>>>>> right

int run(void) {
  return 0;
}
