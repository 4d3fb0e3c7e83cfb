"""HTTP client settings."""

BASE_URL = "https://api.example.com"
VERIFY_TLS = True


class Client:
    base_url = BASE_URL
    verify_tls = VERIFY_TLS

    def get(self, path):
        return self.base_url + path
