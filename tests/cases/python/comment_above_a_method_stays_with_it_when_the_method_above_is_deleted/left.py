class Store:
    # Items whose price is below the limit.
    def cheaper_than(self, limit):
        return [i for i in self.items if i.price < limit]
