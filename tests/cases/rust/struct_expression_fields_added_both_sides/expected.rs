fn config() -> Config {
    Config { port: 8080, host: "localhost".into(), debug: true, ..Config::default() }
}
