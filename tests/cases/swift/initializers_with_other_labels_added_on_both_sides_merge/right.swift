struct Size {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init(_ pair: (Double, Double)) {
        self.init(width: pair.0, height: pair.1)
    }
}
