export function build(config) {
  const cache = loadCache(config.cacheDir, { readonly: config.dryRun });
  const paths = collect(config);
  log("building", paths.length);
  return compileAll(paths, cache);
}
