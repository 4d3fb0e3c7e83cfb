final class Cart {
    var items: [String] = []

    func clear() {
        items.removeAll()
        print("cleared")
    }

    func add(_ item: String) {
        items.append(item)
    }
}
