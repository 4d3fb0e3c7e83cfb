module type STORE = sig
  type t

  val get : t -> string -> string option

  val remove : t -> string -> unit
end
