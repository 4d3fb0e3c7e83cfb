import asyncio


<<<<<<< left
def fetch(client, url):
    """Fetch a URL."""
    headers = {"accept": "json"}
    timeout = 10
    response = client.get_sync(url, headers=headers, timeout=timeout)
||||||| base
async def fetch(client, url):
    """Fetch a URL."""
    headers = {"accept": "json"}
    timeout = 10
    response = await client.get(url, headers=headers, timeout=timeout)
=======
async def fetch(client, url):
    """Fetch a URL."""
    await asyncio.sleep(0)
    headers = {"accept": "json"}
    timeout = 10
    response = await client.get(url, headers=headers, timeout=timeout)
>>>>>>> right
    return response.json()
