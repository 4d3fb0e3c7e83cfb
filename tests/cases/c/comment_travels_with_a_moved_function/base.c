/* Adds two numbers. */
int add(int a, int b) {
  return a + b;
}

int neg(int a) {
  return -a;
}
