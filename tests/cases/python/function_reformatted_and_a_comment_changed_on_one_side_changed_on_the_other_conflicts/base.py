def fetch(session, url, attempts=3):
    for _ in range(attempts):
        reply = session.get(url, timeout=5)  # the server drops the first request after a restart
        if (reply.ok):
            return reply
    return None
