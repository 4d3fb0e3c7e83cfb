fn config() -> Config {
    Config { port: 8080, ..Config::default() }
}
