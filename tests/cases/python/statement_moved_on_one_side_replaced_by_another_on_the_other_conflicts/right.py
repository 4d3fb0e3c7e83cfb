def build(config):
    paths = collect(config)
    log("building", len(paths))
    warm_up()
    return compile_all(paths, cache)
