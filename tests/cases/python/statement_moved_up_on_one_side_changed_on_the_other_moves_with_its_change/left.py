def build(config):
    """Compile every source the configuration names."""
    cache = load_cache(config.cache_dir)
    paths = collect(config)
    log("building", len(paths))
    result = compile_all(paths, cache)
    return result
