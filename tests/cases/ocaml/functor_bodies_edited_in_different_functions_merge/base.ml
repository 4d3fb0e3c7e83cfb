module Make (Key : Map.OrderedType) = struct
  module M = Map.Make (Key)

  let empty = M.empty

  let add k v m = M.add k v m

  let find k m = M.find_opt k m
end
