module type STORE = sig
  type t

  val get : t -> string -> string option

  val set : t -> string -> string -> unit
end
