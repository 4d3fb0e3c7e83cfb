let greet name = "Hello, " ^ name

let timeout = 30

let retries = 3
