class Job:
    def __init__(self, name):
        self.name = name
<<<<<<< left
        self.retries = 3
||||||| base
=======
        self.retries = 5
>>>>>>> right
        self.started = None
