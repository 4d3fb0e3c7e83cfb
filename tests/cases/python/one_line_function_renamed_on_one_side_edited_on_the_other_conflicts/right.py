class User:
    def __init__(self, flag, active):
        self.flag = flag
        self.active = active

    def is_admin(self):
        return self.flag and self.active

    def name(self):
        return "user"
