final class Cache {
    private static var limit = 10

    @objc func clear() {
        items.removeAll()
    }
}
