def build(config):
    cache = load_cache(config.cache_dir)
    paths = collect(config)
    log("building", len(paths))
<<<<<<< left
||||||| base
    cache = load_cache(config.cache_dir)
=======
    warm_up()
>>>>>>> right
    return compile_all(paths, cache)
