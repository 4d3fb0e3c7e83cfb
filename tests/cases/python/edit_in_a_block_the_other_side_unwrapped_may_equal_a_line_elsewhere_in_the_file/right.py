def test_empty(client):
    result = client.fetch("/empty")
    assert result is None


def test_compressed(client):
    if LEGACY:
        result = client.fetch("/gzip")
        assert result is None
    else:
        skip("gzip is only checked on the legacy client")
