class Basket:
    def __init__(self, items):
        self.items = items

    @functools.lru_cache(maxsize=None)
    def total(self):
        return sum(item.price * item.count for item in self.items)
