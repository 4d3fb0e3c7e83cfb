struct Temperature {
    var celsius: Double

    func fahrenheit() -> Double {
        return celsius * 9 / 5 + 32
    }

    func isFreezing() -> Bool {
        return celsius <= 0
    }
}
