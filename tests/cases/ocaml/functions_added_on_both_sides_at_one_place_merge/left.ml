let parse s = String.split_on_char ',' s

let count xs = List.length xs

let render xs = String.concat "," xs
