type shape =
  | Circle of float
  | Square of float
  | Hexagon of float

let name = function Circle _ -> "circle" | Square _ -> "square"
