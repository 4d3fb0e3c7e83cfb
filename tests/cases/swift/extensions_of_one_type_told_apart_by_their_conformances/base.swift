struct Money {
    var cents: Int
}

extension Money: Equatable {
    static func == (lhs: Money, rhs: Money) -> Bool {
        lhs.cents == rhs.cents
    }
}

extension Money: CustomStringConvertible {
    var description: String {
        "\(cents / 100).\(cents % 100)"
    }
}
