class Worker:
    def __init__(self, conf):
        self.conf = conf
        self.pending = Queue()
        self.started = False
