open Base
open Core_unix
open Sexplib
open Stdio

let main () = print_endline "ok"
