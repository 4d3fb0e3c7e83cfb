class Worker:
    def start(self):
        return 1

    def run(self):
        return self.start()

    def stop(self):
        return 0

    def pause(self):
        return 2
