let greet name = "Hi, " ^ name

let timeout = 60

let retries = 3
