class Retry(Exception):
    def __init__(self, message, when=None):
        self.message = message
        super(Retry, self).__init__(message, when)

    def humanize(self):
        return f"retry in {self.when}"
