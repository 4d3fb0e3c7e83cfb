final class Cart {
    var items: [String] = []

    func add(_ item: String) {
        items.append(item)
    }
}
