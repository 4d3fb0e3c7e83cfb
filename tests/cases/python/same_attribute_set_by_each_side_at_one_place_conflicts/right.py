class Job:
    def __init__(self, name):
        self.name = name
        self.retries = 5
        self.started = None
