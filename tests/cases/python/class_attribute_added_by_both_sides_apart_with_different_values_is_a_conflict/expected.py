class HttpClient:
    base_url = "https://api.example.com"
<<<<<<< left
    timeout = 5
||||||| base
=======
    timeout = 30
>>>>>>> right
    user_agent = "client/2.0"
    max_retries = 3
    verify_tls = True

    def __init__(self, session) -> None:
        self.session = session

    def get(self, path: str):
        return self.session.get(self.base_url + path, timeout=self.timeout)
