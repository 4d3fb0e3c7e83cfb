class Parser:
    def reset(self):
        self.stream.seek(0)

    def close(self):
        self.stream.close()

    # Reads one token.
    def token(self):
        return self.stream.read(1)
