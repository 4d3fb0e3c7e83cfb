def fetch(session, url):
    return session.get(url, timeout=30, verify=None, proxy=None)
