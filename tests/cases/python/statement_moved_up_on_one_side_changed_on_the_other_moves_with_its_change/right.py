def build(config):
    """Compile every source the configuration names."""
    paths = collect(config)
    log("building", len(paths))
    cache = load_cache(config.cache_dir, readonly=config.dry_run)
    result = compile_all(paths, cache)
    return result
