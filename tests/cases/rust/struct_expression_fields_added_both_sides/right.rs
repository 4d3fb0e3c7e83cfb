fn config() -> Config {
    Config { port: 8080, debug: true, ..Config::default() }
}
