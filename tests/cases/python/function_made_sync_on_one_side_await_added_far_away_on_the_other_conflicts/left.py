import asyncio


def fetch(client, url):
    """Fetch a URL."""
    headers = {"accept": "json"}
    timeout = 10
    response = client.get_sync(url, headers=headers, timeout=timeout)
    return response.json()
