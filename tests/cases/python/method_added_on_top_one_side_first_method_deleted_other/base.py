class Job:
    def legacy_run(self):
        self.run()

    def run(self):
        self.started = True
