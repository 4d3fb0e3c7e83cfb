struct Point: Equatable, Codable {
    var x: Double
    var y: Double
    var z: Double = 0
}
