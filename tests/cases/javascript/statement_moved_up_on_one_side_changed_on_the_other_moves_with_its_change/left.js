export function build(config) {
  const cache = loadCache(config.cacheDir);
  const paths = collect(config);
  log("building", paths.length);
  return compileAll(paths, cache);
}
