class Parser:
    def reset(self):
        self.stream.seek(0)

    # Reads one token.
    def token(self):
        return self.stream.read(1)
