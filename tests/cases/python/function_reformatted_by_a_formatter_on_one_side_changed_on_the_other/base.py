import logging

log = logging.getLogger(__name__)


def send(client, message, retries=3, timeout=10.0, \
         backoff=None):
    log.debug("sending %s", message)
    response = client.post("/messages", json={"text": message}, timeout=timeout, retries=retries)
    return (response.status_code == 200)


def close(client):
    client.close()
