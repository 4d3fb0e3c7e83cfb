final class Cart {
    var items: [String] = []
<<<<<<< left
||||||| base

    func clear() {
        items.removeAll()
        print("cleared")
    }
=======

    func clear() {
        items.removeAll()
        print("cart emptied")
    }
>>>>>>> right

    func add(_ item: String) {
        items.append(item)
    }
}
