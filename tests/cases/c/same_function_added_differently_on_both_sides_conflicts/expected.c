int add(int a, int b) {
  return a + b;
}
<<<<<<< left

int twice(int a) {
  return add(a, a);
}
||||||| base
=======

int twice(int a) {
  return a * 2;
}
>>>>>>> right
