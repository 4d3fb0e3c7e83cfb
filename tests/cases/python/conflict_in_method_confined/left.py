class Cache:
    def __init__(self):
        self.data = {}

    def get(self, key):
        return self.data.get(key, None)

    def put(self, key, value):
        self.data[key] = value

    def clear(self):
        self.data.clear()
