import time


<<<<<<< left
@retry(times=3)
||||||| base
=======
@log_duration
>>>>>>> right
def fetch_rates(client, currency):
    response = client.get(f"/rates/{currency}", timeout=5)
    return response.json()
