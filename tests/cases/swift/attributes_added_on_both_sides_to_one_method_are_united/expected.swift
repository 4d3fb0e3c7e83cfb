final class Store {
    @discardableResult @MainActor func reload() -> Bool {
        return true
    }
}
