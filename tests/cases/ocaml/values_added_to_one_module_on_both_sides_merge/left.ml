module Color = struct
  type t = int

  let black = 0

  let white = 0xffffff
end

let default = Color.black
