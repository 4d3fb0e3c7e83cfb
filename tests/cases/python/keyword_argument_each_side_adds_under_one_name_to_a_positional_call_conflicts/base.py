def fetch(session, url):
    response = session.get(url)
    response.raise_for_status()
    return response.json()
