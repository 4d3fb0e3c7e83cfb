class Job:
    def setup(self):
        self.started = False

    def run(self):
        self.started = True
