fn f() -> Config {
    Config {
        host: "localhost",
        port: 8080,
        user: "admin",
        password: "secret",
        database: "main",
    }
}
