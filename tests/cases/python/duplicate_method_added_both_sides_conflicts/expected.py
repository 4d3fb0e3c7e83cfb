class Stack:
    def __init__(self):
        self.items = []
<<<<<<< left

    def peek(self):
        return self.items[-1]
||||||| base
=======

    def peek(self):
        return self.items[-1] if self.items else None
>>>>>>> right

    def push(self, item):
        self.items.append(item)

    def pop(self):
        return self.items.pop()
