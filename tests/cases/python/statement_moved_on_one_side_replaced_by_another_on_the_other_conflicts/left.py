def build(config):
    cache = load_cache(config.cache_dir)
    paths = collect(config)
    log("building", len(paths))
    return compile_all(paths, cache)
