class Worker:
    def __init__(self, conf):
        self.conf = conf
        self.backlog = Queue()
        self.started = False
