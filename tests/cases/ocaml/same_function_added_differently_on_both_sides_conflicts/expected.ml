let min a b = if a < b then a else b
<<<<<<< left

let max a b = if a > b then a else b
||||||| base
=======

let max a b = if a >= b then a else b
>>>>>>> right
