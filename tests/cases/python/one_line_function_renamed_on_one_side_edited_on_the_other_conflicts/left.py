class User:
    def __init__(self, flag, active):
        self.flag = flag
        self.active = active

    def is_staff(self):
        return self.flag

    def name(self):
        return "user"
