open Base
open Stdio

let double x = x * 2

let show x = printf "%d\n" x
