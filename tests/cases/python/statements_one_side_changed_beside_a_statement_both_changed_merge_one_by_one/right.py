import logging

log = logging.getLogger(__name__)


def publish(client, topic, payload):
    log.debug("publishing to %s", topic, stacklevel=2)
    client.send(topic, payload, retries=3)
    return True
