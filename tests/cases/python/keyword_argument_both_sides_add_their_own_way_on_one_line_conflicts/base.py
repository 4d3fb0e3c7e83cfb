def fetch(session, url):
    return session.get(url, timeout=None, retries=None, verify=None, headers=None)
