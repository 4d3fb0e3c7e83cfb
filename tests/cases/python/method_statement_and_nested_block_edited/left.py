class Cache:
    def get(self, key):
        value = self.store.get(self.prefix + key)
        if value is None:
            self.misses += 1
        return value
