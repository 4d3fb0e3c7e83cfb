open Base
open Stdio

let double x = x * 2
