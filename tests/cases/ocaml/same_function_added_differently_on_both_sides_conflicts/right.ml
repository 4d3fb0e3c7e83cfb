let min a b = if a < b then a else b

let max a b = if a >= b then a else b
