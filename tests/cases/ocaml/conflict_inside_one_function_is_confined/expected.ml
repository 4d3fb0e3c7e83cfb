<<<<<<< left
let greet name = "Hi, " ^ name
||||||| base
let greet name = "Hello, " ^ name
=======
let greet name = "Hello there, " ^ name
>>>>>>> right

let timeout = 60

let retries = 5
