struct Temperature {
    var celsius: Double

    func fahrenheit() -> Double {
        return celsius * 9 / 5 + 32
    }
}
