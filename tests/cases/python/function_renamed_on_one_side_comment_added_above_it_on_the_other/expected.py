class Job:
    def start(self):
        self.state = "running"

    # True once the worker reported the last step.
    def is_done(self):
        return self.state == "done"

    def stop(self):
        self.state = "stopped"
