class Client:
    async def fetch(self, url):
        response = await self.get(url)
        return response.json()

    def close(self):
        pass
