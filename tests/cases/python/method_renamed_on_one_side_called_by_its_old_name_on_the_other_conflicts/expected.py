class Worker:
    def start(self):
        return 1

    def run(self):
        return self.start()

    def stop(self):
        return 0
<<<<<<< left

    def pause(self):
        return 2
||||||| base
=======

    def restart(self):
        self.stop()
        return self.begin()
>>>>>>> right
