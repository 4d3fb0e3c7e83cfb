class Temperature {
  constructor(celsius) {
    this.celsius = celsius;
  }

  // Kelvin is only used by the physics module.
  // Keep it exact: no rounding here.
  toKelvin() {
    return this.celsius + 273.15;
  }
}
