def fetch(session, url):
    return session.get(url, timeout=30, headers=None, proxy=PROXY)
