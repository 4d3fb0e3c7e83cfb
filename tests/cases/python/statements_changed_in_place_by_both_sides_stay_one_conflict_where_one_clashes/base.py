def publish(client, topic, payload):
    log.debug("publishing to %s", topic)
    client.send(topic, payload)
    return True
