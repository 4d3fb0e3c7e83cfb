def fetch(session, url):
<<<<<<< left
    return session.get(url, timeout=30, verify=None, proxy=None)
||||||| base
    return session.get(url, timeout=None, retries=None, verify=None, headers=None)
=======
    return session.get(url, timeout=30, verify=None, proxy=PROXY)
>>>>>>> right
