class Cart:
    def clear(self):
        self.prices.clear()

    def add(self, price):
        self.prices.append(price)
