final class Greeter {
    let name: String

    init(name: String) {
        self.name = name
    }

    func greet() -> String {
<<<<<<< left
        let prefix = "Hi"
||||||| base
        let prefix = "Hello"
=======
        let prefix = "Welcome"
>>>>>>> right
        return "\(prefix), \(name)"
    }

    func leave() -> String {
        return "Goodbye"
    }
}
