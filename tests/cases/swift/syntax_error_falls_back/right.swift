func one() -> Int { 1 }
func two() -> Int { 2 }
