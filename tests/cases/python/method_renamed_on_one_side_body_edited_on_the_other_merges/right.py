class Store:
    def __init__(self):
        self.items = {}

    def put(self, key, value):
        if key in self.items:
            raise KeyError(key)
        self.items[key] = value
        return value

    def get(self, key):
        return self.items[key]
