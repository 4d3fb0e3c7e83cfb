class Cart:
    def count(self):
        return len(self.items)

    def remove(self, item):
        self.items.remove(item)

    def total(self):
        return sum(i.price for i in self.items)

    def add(self, item):
        self.items.append(item)

    def clear(self):
        self.items = []
