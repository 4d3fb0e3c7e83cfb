def fetch(session, url, attempts=3):
    for _ in range(attempts):
        # the load balancer resets idle connections
<<<<<<< left
        reply = session.get(
            url,
            timeout=5,
        )
        if reply.ok:
||||||| base
        reply = session.get(url, timeout=5)
        if (reply.ok):
=======
        reply = session.get(url, timeout=10)
        if (reply.ok):
>>>>>>> right
            return reply
    return None
