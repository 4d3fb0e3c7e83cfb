class Client:
    async def fetch(self, url):
        response = await self.get(url)
        await self.throttle()
        return response.json()

    def close(self):
        self.closed = True
