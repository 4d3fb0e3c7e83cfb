let area w h = w * h

let perimeter w h =
  if w < 0 || h < 0 then invalid_arg "perimeter";
  2 * (w + h)

let diagonal w h = sqrt (float (w * w + h * h))
