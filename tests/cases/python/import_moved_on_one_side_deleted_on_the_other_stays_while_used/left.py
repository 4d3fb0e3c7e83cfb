import pytest


def test_render(app):
    if not app.has_latex:
        raise Skip("latex is not installed")
    assert app.render() == "ok"
