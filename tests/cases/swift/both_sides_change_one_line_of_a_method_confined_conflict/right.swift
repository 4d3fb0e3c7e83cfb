final class Greeter {
    let name: String

    init(name: String) {
        self.name = name
    }

    func greet() -> String {
        let prefix = "Welcome"
        return "\(prefix), \(name)"
    }

    func leave() -> String {
        return "Goodbye"
    }
}
