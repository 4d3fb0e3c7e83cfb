export const cache = {
  ttlSeconds: 60,
  maxEntries: 1000,
};
