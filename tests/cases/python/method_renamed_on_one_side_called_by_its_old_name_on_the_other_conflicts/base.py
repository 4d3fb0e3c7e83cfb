class Worker:
    def begin(self):
        return 1

    def run(self):
        return self.begin()

    def stop(self):
        return 0
