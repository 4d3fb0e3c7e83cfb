<<<<<<< left
func one() -> Int { (1 }
||||||| base
func one() -> Int { 1 }
=======
func one() -> Int { 1 }
func two() -> Int { 2 }
>>>>>>> right
