import asyncio


async def fetch(client, url):
    """Fetch a URL."""
    headers = {"accept": "json"}
    timeout = 10
    response = await client.get(url, headers=headers, timeout=timeout)
    return response.json()
