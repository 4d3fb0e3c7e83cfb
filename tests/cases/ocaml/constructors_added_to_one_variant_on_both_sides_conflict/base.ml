type shape =
  | Circle of float
  | Square of float

let name = function Circle _ -> "circle" | Square _ -> "square"
