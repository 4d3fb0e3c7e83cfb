(** Adds one. *)
let succ x = x + 1

(** Removes one. *)
let pred x = x - 1
