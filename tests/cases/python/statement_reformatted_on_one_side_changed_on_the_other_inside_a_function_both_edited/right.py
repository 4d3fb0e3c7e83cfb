def send(client, message, retries=3):
    log.debug("sending %s", message)
    response = client.post("/messages", json={"text": message}, retries=retries, timeout=5)
    if (response.status_code == 200):
        return True
    return False
