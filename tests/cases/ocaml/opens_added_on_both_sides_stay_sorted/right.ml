open Base
open Sexplib
open Stdio

let main () = print_endline "ok"
