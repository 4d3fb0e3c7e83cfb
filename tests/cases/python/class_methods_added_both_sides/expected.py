class Greeter:
    def __init__(self, name):
        self.name = name

    def hello(self):
        return f"Hello, {self.name}"

    def bye(self):
        return f"Bye, {self.name}"

    def wave(self):
        return f"*waves at {self.name}*"


def make(name):
    return Greeter(name)
