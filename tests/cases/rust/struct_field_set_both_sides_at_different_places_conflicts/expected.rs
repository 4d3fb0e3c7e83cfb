fn f() -> Config {
    Config {
<<<<<<< left
        timeout: 5,
        host: "localhost",
        port: 8080,
        user: "admin",
        password: "secret",
        database: "main",
||||||| base
        host: "localhost",
        port: 8080,
        user: "admin",
        password: "secret",
        database: "main",
=======
        host: "localhost",
        port: 8080,
        user: "admin",
        password: "secret",
        database: "main",
        timeout: 10,
>>>>>>> right
    }
}
