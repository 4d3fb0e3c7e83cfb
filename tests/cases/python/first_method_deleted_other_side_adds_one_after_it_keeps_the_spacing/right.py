class Cart:
    def legacy_total(self):
        return sum(self.prices)

    def clear(self):
        self.prices.clear()

    def add(self, price):
        self.prices.append(price)
