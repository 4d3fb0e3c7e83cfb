class Job:
    def start(self):
        self.state = "running"

    def is_done(self):
        return self.state == "done"

    def stop(self):
        self.state = "stopped"
