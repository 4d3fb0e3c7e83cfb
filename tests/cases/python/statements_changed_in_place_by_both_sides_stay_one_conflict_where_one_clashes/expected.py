def publish(client, topic, payload):
<<<<<<< left
    log.debug("publishing to %s", topic)
    client.send(topic, payload, timeout=10)
||||||| base
    log.debug("publishing to %s", topic)
    client.send(topic, payload)
=======
    log.debug("publishing to %s", topic, stacklevel=2)
    client.send(topic, payload, timeout=30)
>>>>>>> right
    return True
