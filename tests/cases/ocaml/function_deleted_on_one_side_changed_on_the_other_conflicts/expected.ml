let area w h = w * h
<<<<<<< left
||||||| base

let perimeter w h = 2 * (w + h)
=======

let perimeter w h =
  if w < 0 || h < 0 then invalid_arg "perimeter";
  2 * (w + h)
>>>>>>> right

let diagonal w h = sqrt (float (w * w + h * h))
