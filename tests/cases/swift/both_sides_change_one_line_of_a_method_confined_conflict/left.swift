final class Greeter {
    let name: String

    init(name: String) {
        self.name = name
    }

    func greet() -> String {
        let prefix = "Hi"
        return "\(prefix), \(name)"
    }

    func leave() -> String {
        return "Bye"
    }
}
