def fetch(session, url):
<<<<<<< left
    response = session.get(url, timeout=5)
||||||| base
    response = session.get(url)
=======
    response = session.get(url, timeout=30)
>>>>>>> right
    response.raise_for_status()
    return response.json()
