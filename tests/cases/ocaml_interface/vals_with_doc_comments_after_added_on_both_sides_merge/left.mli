type t

val create : unit -> t
(** [create ()] is an empty queue. *)

val push : t -> int -> unit
(** [push q x] adds [x] at the end of [q]. *)

val length : t -> int
(** [length q] is the number of elements of [q]. *)
