class Retry(Exception):
    def __init__(self, message, when=None, eager=False):
        self.message = message
        self.eager = eager
        self.when = when
        super(Retry, self).__init__(message, when)

    def humanize(self):
        return f"retry in {self.when}s"
