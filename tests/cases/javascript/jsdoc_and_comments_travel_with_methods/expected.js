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

  // Kelvin is only used by the physics module.
  // Keep it exact: no rounding here.
  toKelvin() {
    return this.celsius + 273.15;
  }
}
