def fetch(session, url, attempts=3):
    for _ in range(attempts):
        # the load balancer resets idle connections
        reply = session.get(
            url,
            timeout=5,
        )
        if reply.ok:
            return reply
    return None
