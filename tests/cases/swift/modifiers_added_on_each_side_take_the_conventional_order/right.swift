final class Cache {
    private var limit = 10

    @objc func clear() {
        items.removeAll()
    }
}
