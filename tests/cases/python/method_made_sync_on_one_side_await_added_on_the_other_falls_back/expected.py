class Client:
<<<<<<< left
    def fetch(self, url):
        response = self.get_sync(url)
||||||| base
    async def fetch(self, url):
        response = await self.get(url)
=======
    async def fetch(self, url):
        response = await self.get(url)
        await self.throttle()
>>>>>>> right
        return response.json()

    def close(self):
        self.closed = True
