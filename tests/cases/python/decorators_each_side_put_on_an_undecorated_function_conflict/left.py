import time


@retry(times=3)
def fetch_rates(client, currency):
    response = client.get(f"/rates/{currency}")
    return response.json()
