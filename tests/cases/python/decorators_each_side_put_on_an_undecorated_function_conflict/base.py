import time


def fetch_rates(client, currency):
    response = client.get(f"/rates/{currency}")
    return response.json()
