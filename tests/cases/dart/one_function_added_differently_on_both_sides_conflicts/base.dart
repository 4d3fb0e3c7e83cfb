int add(int a, int b) => a + b;
