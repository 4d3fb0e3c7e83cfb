export const cache = {
  ttlSeconds: 60,
<<<<<<< left
  maxEntries: 1000,
||||||| base
  maxEntries: 500,
=======
  maxEntries: 2000,
>>>>>>> right
  evictOnWrite: true,
};
