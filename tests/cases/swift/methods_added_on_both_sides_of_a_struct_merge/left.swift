struct Temperature {
    var celsius: Double

    func fahrenheit() -> Double {
        return celsius * 9 / 5 + 32
    }

    func kelvin() -> Double {
        return celsius + 273.15
    }
}
