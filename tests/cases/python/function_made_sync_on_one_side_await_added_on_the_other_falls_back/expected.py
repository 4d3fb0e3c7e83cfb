import asyncio


<<<<<<< left
def fetch(client, url):
    response = client.get_sync(url)
||||||| base
async def fetch(client, url):
    response = await client.get(url)
=======
async def fetch(client, url):
    response = await client.get(url)
    await asyncio.sleep(0)
>>>>>>> right
    return response.json()


def main():
    return fetch(None, "x")
