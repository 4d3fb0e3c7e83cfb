def test_static_host(app, client):
    response = client.get("/static/index.html")
    assert response.status_code == 200
    response.close()
    # A static host without host matching is an error.
    with pytest.raises(ValueError):
        make_app(static_host="example.com")
    assert app.url_map.host_matching
