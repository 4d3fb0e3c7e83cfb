def test_empty(client):
    result = client.fetch("/empty")
    assert result is None


def test_compressed(client):
    result = client.fetch("/gzip")
    assert result is None
