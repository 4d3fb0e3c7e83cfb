"""HTTP client settings."""

BASE_URL = "https://api.example.com"
<<<<<<< left
TIMEOUT = 5
||||||| base
=======
TIMEOUT = 30
>>>>>>> right
VERIFY_TLS = True


class Client:
    base_url = BASE_URL
    verify_tls = VERIFY_TLS

    def get(self, path):
        return self.base_url + path
