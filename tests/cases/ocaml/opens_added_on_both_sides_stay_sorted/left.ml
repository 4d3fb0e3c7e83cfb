open Base
open Core_unix
open Stdio

let main () = print_endline "ok"
