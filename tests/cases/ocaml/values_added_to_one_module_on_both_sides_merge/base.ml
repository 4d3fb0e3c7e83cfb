module Color = struct
  type t = int

  let black = 0
end

let default = Color.black
