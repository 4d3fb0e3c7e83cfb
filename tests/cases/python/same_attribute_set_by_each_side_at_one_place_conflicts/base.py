class Job:
    def __init__(self, name):
        self.name = name
        self.started = None
