class Job:
    def setup(self):
        self.started = False

    def legacy_run(self):
        self.run()

    def run(self):
        self.started = True
