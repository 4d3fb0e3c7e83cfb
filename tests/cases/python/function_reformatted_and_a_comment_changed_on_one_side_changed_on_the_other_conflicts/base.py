def fetch(session, url, attempts=3):
    for _ in range(attempts):
        # the server drops the first request after a restart
        reply = session.get(url, timeout=5)
        if (reply.ok):
            return reply
    return None
