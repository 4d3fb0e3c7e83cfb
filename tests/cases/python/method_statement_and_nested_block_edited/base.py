class Cache:
    def get(self, key):
        value = self.store.get(key)
        if value is None:
            self.misses += 1
        return value
