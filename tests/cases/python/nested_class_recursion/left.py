class Outer:
    class Inner:
        def ping(self):
            return "ping"

        def pong(self):
            return "pong"

    def run(self):
        return self.Inner().ping()
