class Counter {
  constructor(start = 0) {
    this.value = start;
  }

  increment() {
    this.value += 1;
    return this.value;
  }

  decrement() {
    this.value -= 1;
    return this.value;
  }

  toString() {
    return `Counter(${this.value})`;
  }
}

module.exports = { Counter };
