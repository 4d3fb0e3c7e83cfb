import pytest
from project.testing.helpers import Skip


def test_render(app):
    if not app.has_latex:
        raise Skip("latex is not installed")
    assert app.render() == "ok"


def test_render_twice(app):
    assert app.render() == app.render()
