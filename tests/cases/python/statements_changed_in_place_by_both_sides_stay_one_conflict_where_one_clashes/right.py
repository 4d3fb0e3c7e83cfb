def publish(client, topic, payload):
    log.debug("publishing to %s", topic, stacklevel=2)
    client.send(topic, payload, timeout=30)
    return True
