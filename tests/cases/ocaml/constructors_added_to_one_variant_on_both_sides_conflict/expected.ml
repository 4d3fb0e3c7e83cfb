type shape =
  | Circle of float
  | Square of float
<<<<<<< left
  | Triangle of float * float
||||||| base
=======
  | Hexagon of float
>>>>>>> right

let name = function Circle _ -> "circle" | Square _ -> "square"
