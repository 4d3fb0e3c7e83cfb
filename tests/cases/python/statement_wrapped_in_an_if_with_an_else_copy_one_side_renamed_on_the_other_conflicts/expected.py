class Worker:
    def __init__(self, conf):
        self.conf = conf
<<<<<<< left
        if conf.unbounded:
            self.pending = Queue()
        else:
            self.pending = Queue(maxsize=conf.limit)
||||||| base
        self.pending = Queue()
=======
        self.backlog = Queue()
>>>>>>> right
        self.started = False
