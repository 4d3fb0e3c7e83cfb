class Parser:
    def reset(self):
        self.stream.seek(0)

    # Reads one token, or "" at the end.
    def token(self):
        return self.stream.read(1)
