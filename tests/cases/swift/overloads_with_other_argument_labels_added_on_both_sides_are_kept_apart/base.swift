struct Formatter {
    func format(_ value: Int) -> String {
        return String(value)
    }
}
