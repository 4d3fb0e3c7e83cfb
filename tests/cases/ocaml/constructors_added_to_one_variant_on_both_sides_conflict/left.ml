type shape =
  | Circle of float
  | Square of float
  | Triangle of float * float

let name = function Circle _ -> "circle" | Square _ -> "square"
