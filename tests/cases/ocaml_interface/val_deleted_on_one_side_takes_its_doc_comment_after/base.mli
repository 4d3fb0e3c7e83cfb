val create : unit -> t
(** [create ()] is an empty queue. *)

val clear : t -> unit
(** [clear q] removes every element. *)

val length : t -> int
(** [length q] is the number of elements of [q]. *)
