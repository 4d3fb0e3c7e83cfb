class Box {
  int _size = 0;
}
