import logging

log = logging.getLogger(__name__)


def send(
    client,
    message,
    retries=3,
    timeout=10.0,
    backoff=None,
):
    log.debug("sending %s to %s", message, client.base_url)
    response = client.post("/messages", json={"text": message}, timeout=timeout, retries=retries, backoff=backoff)
    return (response.status_code in (200, 201))


def close(client):
    client.close()
