type t

val create : unit -> t
(** [create ()] is an empty queue. *)

val is_empty : t -> bool
(** [is_empty q] is [length q = 0]. *)

val length : t -> int
(** [length q] is the number of elements of [q]. *)
