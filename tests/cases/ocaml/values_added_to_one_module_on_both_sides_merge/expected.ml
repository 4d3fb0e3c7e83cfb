module Color = struct
  type t = int

  let black = 0

  let white = 0xffffff

  let red = 0xff0000
end

let default = Color.black
