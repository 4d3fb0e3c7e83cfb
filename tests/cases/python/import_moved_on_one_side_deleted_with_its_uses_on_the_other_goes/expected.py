import pytest


def test_render(app):
    if not app.has_latex:
        pytest.skip("latex is not installed")
    assert app.render() == "ok"


def test_render_twice(app):
    assert app.render() == app.render()
