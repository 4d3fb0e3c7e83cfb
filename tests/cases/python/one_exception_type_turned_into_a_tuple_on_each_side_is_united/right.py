def port_of(config):
    try:
        return int(config["port"])
    except (KeyError, TypeError) as exc:
        raise ConfigError(f"no valid port: {exc}") from exc
