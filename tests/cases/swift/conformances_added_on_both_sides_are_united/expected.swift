struct Point: Equatable, Hashable, Codable {
    var x: Double
    var y: Double
    var z: Double = 0
}
