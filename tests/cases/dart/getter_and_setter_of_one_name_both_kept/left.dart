class Box {
  int _size = 0;

  int get size => _size;
}
