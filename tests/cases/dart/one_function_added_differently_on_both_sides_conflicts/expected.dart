int add(int a, int b) => a + b;
<<<<<<< left

int twice(int a) => a * 2;
||||||| base
=======

int twice(int a) {
  return a + a;
}
>>>>>>> right
