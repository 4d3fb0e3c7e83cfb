module type STORE = sig
  type t

  val get : t -> string -> string option
end
