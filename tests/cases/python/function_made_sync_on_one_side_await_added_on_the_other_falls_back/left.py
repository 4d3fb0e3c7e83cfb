import asyncio


def fetch(client, url):
    response = client.get_sync(url)
    return response.json()


def main():
    return fetch(None, "x")
