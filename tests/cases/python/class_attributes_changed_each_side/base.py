class Settings:
    DEBUG = False
    PORT = 8000

    def url(self):
        return f"http://localhost:{self.PORT}"
