class Parser:
    # Reads one token, or "" at the end.
    def token(self):
        return self.stream.read(1)
