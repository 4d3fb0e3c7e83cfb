(** Removes one. *)
let pred x = x - 1

(** Adds one to [x]. *)
let succ x = x + 1
