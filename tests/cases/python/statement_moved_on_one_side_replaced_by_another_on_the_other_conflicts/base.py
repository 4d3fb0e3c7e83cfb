def build(config):
    paths = collect(config)
    log("building", len(paths))
    cache = load_cache(config.cache_dir)
    return compile_all(paths, cache)
