export function build(config) {
  const paths = collect(config);
  log("building", paths.length);
  const cache = loadCache(config.cacheDir, { readonly: config.dryRun });
  return compileAll(paths, cache);
}
