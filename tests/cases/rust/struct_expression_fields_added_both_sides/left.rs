fn config() -> Config {
    Config { port: 8080, host: "localhost".into(), ..Config::default() }
}
