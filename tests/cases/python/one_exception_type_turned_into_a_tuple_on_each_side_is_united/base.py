def port_of(config):
    try:
        return int(config["port"])
    except KeyError as exc:
        raise ConfigError(f"no port: {exc}") from exc
