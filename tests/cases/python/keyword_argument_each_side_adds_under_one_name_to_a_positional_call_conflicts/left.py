def fetch(session, url):
    response = session.get(url, timeout=5)
    response.raise_for_status()
    return response.json()
