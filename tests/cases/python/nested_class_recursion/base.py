class Outer:
    class Inner:
        def ping(self):
            return "ping"

    def run(self):
        return self.Inner().ping()
