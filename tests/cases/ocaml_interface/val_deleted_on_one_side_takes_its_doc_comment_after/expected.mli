val create : unit -> t
(** [create ()] is an empty queue. *)

val length : t -> int
(** [length q] is the number of elements of [q], in constant time. *)
