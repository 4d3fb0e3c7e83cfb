class Cart:
    def add(self, price):
        self.prices.append(price)
