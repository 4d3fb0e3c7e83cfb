class Person:
    def __init__(self, name, age):
        self._name = name
        self._age = age
