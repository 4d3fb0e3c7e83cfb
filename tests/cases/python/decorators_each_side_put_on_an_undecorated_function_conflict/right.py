import time


@log_duration
def fetch_rates(client, currency):
    response = client.get(f"/rates/{currency}", timeout=5)
    return response.json()
