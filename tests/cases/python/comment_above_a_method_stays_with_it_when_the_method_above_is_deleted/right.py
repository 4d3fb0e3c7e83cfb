class Store:
    # Kept for the v1 API.
    def fetch_all(self):
        return list(self.items)

    def count(self):
        return len(self.items)

    # Items whose price is below the limit.
    def cheaper_than(self, limit):
        return [i for i in self.items if i.price < limit]
