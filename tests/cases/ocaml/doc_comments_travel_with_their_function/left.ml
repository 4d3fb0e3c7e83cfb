(** Removes one. *)
let pred x = x - 1

(** Adds one. *)
let succ x = x + 1
