class Client:
    def fetch(self, url):
        response = self.get_sync(url)
        return response.json()

    def close(self):
        pass
