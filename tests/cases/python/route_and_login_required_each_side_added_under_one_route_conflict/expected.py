from flask import Blueprint, render_template
from flask_login import login_required

bp = Blueprint("reports", __name__)


@bp.route("/")
<<<<<<< left
@login_required
||||||| base
=======
@bp.route("/year/<int:year>")
>>>>>>> right
def index(year=None):
    return render_template("reports/index.html", year=year)
