class Outer:
    class Inner:
        def ping(self):
            return "ping"

        def echo(self, text):
            return text

    def run(self):
        return self.Inner().ping()
