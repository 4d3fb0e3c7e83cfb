struct Clock {
    func now() -> Int { 0 }

    func today() -> Int {
        return now() / 86400
    }
}
