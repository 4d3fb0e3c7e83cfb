final class Cache {
    static var limit = 10

    func clear() {
        items.removeAll()
    }
}
