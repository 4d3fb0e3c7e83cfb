class Box {
  int _size = 0;

  set size(int value) => _size = value;
}
