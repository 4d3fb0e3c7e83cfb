final class Store {
    @discardableResult func reload() -> Bool {
        return true
    }
}
