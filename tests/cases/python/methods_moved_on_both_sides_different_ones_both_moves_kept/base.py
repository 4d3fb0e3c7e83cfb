class Cart:
    def add(self, item):
        self.items.append(item)

    def remove(self, item):
        self.items.remove(item)

    def total(self):
        return sum(i.price for i in self.items)

    def clear(self):
        self.items = []

    def count(self):
        return len(self.items)
