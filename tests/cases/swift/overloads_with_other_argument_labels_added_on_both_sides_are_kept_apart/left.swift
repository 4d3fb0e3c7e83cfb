struct Formatter {
    func format(_ value: Int) -> String {
        return String(value)
    }

    func format(_ value: Int, radix: Int) -> String {
        return String(value, radix: radix)
    }
}
