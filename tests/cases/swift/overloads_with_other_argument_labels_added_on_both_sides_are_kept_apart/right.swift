struct Formatter {
    func format(_ value: Int) -> String {
        return String(value)
    }

    func format(_ value: Int, width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
