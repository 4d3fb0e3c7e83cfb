class Parser:
    # Reads one token.
    def token(self):
        return self.stream.read(1)
