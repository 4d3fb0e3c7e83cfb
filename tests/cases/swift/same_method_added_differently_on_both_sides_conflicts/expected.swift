struct Clock {
    func now() -> Int { 0 }
<<<<<<< left

    func today() -> Int {
        return now() / 86400
    }
||||||| base
=======

    func today() -> Int {
        return now() / 86_400
    }
>>>>>>> right
}
