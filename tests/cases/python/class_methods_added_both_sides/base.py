class Greeter:
    def __init__(self, name):
        self.name = name

    def hello(self):
        return f"Hello, {self.name}"


def make(name):
    return Greeter(name)
