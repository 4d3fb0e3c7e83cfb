class Worker:
    def __init__(self, conf):
        self.conf = conf
        if conf.unbounded:
            self.pending = Queue()
        else:
            self.pending = Queue(maxsize=conf.limit)
        self.started = False
