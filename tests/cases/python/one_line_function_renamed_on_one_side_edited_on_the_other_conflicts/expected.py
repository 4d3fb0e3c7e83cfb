class User:
    def __init__(self, flag, active):
        self.flag = flag
        self.active = active

    def is_staff(self):
        return self.flag
<<<<<<< left
||||||| base

    def is_admin(self):
        return self.flag
=======

    def is_admin(self):
        return self.flag and self.active
>>>>>>> right

    def name(self):
        return "user"
