class Cache:
    def __init__(self):
        self.data = {}

    def get(self, key):
<<<<<<< left
        return self.data.get(key, None)
||||||| base
        return self.data.get(key)
=======
        return self.data[key]
>>>>>>> right

    def put(self, key, value):
        self.data[key] = value

    def clear(self):
        self.data.clear()

    def size(self):
        return len(self.data)
