class User {
  constructor(first, last) {
    this.first = first;
    this.last = last;
  }

  set fullName(value) {
    [this.first, this.last] = value.split(' ');
  }
}
