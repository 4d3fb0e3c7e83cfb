let greet name = "Hello there, " ^ name

let timeout = 30

let retries = 5
