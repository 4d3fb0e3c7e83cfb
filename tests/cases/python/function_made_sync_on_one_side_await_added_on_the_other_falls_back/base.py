import asyncio


async def fetch(client, url):
    response = await client.get(url)
    return response.json()


def main():
    return asyncio.run(fetch(None, "x"))
