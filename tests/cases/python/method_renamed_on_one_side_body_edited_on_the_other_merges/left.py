class Store:
    def __init__(self):
        self.items = {}

    def store(self, key, value):
        self.items[key] = value
        return value

    def get(self, key):
        return self.items[key]
