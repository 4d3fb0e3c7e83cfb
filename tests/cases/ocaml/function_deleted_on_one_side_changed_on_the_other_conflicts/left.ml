let area w h = w * h

let diagonal w h = sqrt (float (w * w + h * h))
