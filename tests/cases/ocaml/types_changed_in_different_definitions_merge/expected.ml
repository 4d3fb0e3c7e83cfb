type point = { x : int; y : int; z : int }

type size = { w : int; h : int } [@@deriving show]

let origin = { x = 0; y = 0; z = 0 }
