struct Point: Equatable, Hashable {
    var x: Double
    var y: Double
}
