open Base
open Stdio

let main () = print_endline "ok"
