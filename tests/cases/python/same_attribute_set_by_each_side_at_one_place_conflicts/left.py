class Job:
    def __init__(self, name):
        self.name = name
        self.retries = 3
        self.started = None
