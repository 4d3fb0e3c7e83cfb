class Counter {
  int value = 0;

  void increment() {
    value++;
  }
}
