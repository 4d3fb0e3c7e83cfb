class Job:
    def start(self):
        self.state = "running"

    def done(self):
        return self.state == "done"

    def stop(self):
        self.state = "stopped"
