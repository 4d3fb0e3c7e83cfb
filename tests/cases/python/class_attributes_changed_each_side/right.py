class Settings:
    DEBUG = False
    PORT = 8080

    def url(self):
        return f"http://localhost:{self.PORT}"
