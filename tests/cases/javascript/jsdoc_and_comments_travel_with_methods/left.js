class Temperature {
  constructor(celsius) {
    this.celsius = celsius;
  }

  /**
   * Degrees Fahrenheit.
   * @returns {number}
   */
  toFahrenheit() {
    return (this.celsius * 9) / 5 + 32;
  }
}
