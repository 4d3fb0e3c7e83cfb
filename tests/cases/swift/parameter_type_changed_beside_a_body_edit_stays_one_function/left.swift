struct Cart {
    var items: [Item] = []

    func total(rate: Double) -> Int {
        let sum = items.reduce(0) { $0 + $1.price }
        return sum * rate
    }

    func count() -> Int {
        items.count
    }

    func isEmpty() -> Bool {
        items.isEmpty
    }
}
