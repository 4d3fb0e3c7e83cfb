class Temperature {
  constructor(celsius) {
    this.celsius = celsius;
  }
}
