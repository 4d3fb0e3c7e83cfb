final class Cart {
    var items: [String] = []

    func clear() {
        items.removeAll()
        print("cart emptied")
    }

    func add(_ item: String) {
        items.append(item)
    }
}
