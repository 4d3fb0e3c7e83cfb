class Cache:
    def get(self, key):
        value = self.store.get(self.prefix + key)
        if value is None and self.counting:
            self.log_miss(key)
            self.misses += 1
        return value
