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


def test_json_response():
    app = flask.Flask(__name__)

    @app.route("/")
    def index():
        return {"ok": True}

    assert app.test_client().get("/").json == {"ok": True}
