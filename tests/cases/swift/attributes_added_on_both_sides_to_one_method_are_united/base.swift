final class Store {
    func reload() -> Bool {
        return true
    }
}
