module type STORE = sig
  type t

  val get : t -> string -> string option

  val set : t -> string -> string -> unit

  val remove : t -> string -> unit
end
