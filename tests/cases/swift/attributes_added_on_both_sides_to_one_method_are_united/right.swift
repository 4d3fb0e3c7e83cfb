final class Store {
    @MainActor func reload() -> Bool {
        return true
    }
}
