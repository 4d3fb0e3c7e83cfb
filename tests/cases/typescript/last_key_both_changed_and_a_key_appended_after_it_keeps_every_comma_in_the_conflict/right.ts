export const cache = {
  ttlSeconds: 60,
  maxEntries: 2000,
  evictOnWrite: true,
};
