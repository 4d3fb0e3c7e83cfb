int add(int a, int b) => a + b;

int twice(int a) {
  return a + a;
}
