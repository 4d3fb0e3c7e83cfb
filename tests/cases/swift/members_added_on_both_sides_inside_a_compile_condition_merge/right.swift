final class Logger {
    func info(_ text: String) {
        print(text)
    }

    #if DEBUG
    func debug(_ text: String) {
        print("debug:", text)
    }

    func dump(_ value: Any) {
        Swift.dump(value)
    }
    #endif
}
