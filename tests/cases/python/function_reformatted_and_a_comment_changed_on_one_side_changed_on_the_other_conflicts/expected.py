def fetch(session, url, attempts=3):
    for _ in range(attempts):
<<<<<<< left
        reply = session.get(
            url,
            timeout=5,
        )  # the load balancer resets idle connections
        if reply.ok:
||||||| base
        reply = session.get(url, timeout=5)  # the server drops the first request after a restart
        if (reply.ok):
=======
        reply = session.get(url, timeout=10)  # the server drops the first request after a restart
        if (reply.ok):
>>>>>>> right
            return reply
    return None
