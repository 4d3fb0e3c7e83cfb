class User {
  constructor(first, last) {
    this.first = first;
    this.last = last;
  }
}
