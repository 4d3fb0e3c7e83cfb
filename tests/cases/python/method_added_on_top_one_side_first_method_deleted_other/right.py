class Job:
    def run(self):
        self.started = True
