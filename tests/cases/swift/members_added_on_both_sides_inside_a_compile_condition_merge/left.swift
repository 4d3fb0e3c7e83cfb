final class Logger {
    func info(_ text: String) {
        print(text)
    }

    #if DEBUG
    func debug(_ text: String) {
        print("debug:", text)
    }

    func trace(_ text: String) {
        print("trace:", text)
    }
    #endif
}
