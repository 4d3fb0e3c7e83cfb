struct Cart {
    var items: [Item] = []

    func total(rate: Int) -> Int {
        let sum = items.reduce(0) { $0 + $1.price * $1.quantity }
        return sum * rate
    }

    func count() -> Int {
        items.count
    }

    func first() -> Item? {
        items.first
    }
}
