"""HTTP client settings."""

BASE_URL = "https://api.example.com"
TIMEOUT = 5
VERIFY_TLS = True


class Client:
    base_url = BASE_URL
    verify_tls = VERIFY_TLS

    def get(self, path):
        return self.base_url + path
