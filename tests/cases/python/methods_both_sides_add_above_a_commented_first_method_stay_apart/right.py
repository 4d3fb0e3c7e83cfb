class Parser:
    def close(self):
        self.stream.close()

    # Reads one token.
    def token(self):
        return self.stream.read(1)
