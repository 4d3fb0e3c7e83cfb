final class Cache {
    var limit = 10

    func clear() {
        items.removeAll()
    }
}
