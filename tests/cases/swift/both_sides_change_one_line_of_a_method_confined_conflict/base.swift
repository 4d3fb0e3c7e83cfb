final class Greeter {
    let name: String

    init(name: String) {
        self.name = name
    }

    func greet() -> String {
        let prefix = "Hello"
        return "\(prefix), \(name)"
    }

    func leave() -> String {
        return "Bye"
    }
}
