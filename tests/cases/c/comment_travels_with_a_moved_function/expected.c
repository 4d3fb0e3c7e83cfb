int neg(int a) {
  return -a;
}

int abs_(int a) {
  return a < 0 ? neg(a) : a;
}

/* Adds two numbers. */
int add(int a, int b) {
  return a + b;
}
