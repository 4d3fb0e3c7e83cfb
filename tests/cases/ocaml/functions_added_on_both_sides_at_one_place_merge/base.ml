let parse s = String.split_on_char ',' s

let render xs = String.concat "," xs
