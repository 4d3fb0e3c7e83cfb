def fetch(url, session, *, timeout=10):
    return session.download(url, timeout=timeout)
