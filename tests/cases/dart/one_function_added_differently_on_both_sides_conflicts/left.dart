int add(int a, int b) => a + b;

int twice(int a) => a * 2;
