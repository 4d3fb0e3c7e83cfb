import flask


def test_index():
    app = flask.Flask(__name__)

    @app.route("/")
    def index():
        return "home"

    assert app.test_client().get("/").data == b"home"


def test_head_request():
    app = flask.Flask(__name__)

    @app.route("/")
    def index():
        return "home"

    assert app.test_client().head("/").data == b""
