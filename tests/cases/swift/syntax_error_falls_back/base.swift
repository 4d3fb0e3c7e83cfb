func one() -> Int { 1 }
