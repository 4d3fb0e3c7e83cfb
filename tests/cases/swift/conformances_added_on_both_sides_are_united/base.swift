struct Point: Equatable {
    var x: Double
    var y: Double
}
