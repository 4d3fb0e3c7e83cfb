let area w h = w * h

let perimeter w h = 2 * (w + h)

let diagonal w h = sqrt (float (w * w + h * h))
