def fetch(session, url, attempts=3):
    for _ in range(attempts):
        reply = session.get(
            url,
            timeout=5,
        )  # the load balancer resets idle connections
        if reply.ok:
            return reply
    return None
