from flask import Blueprint

from app.auth import login_required
from app.limits import rate_limited

bp = Blueprint("orders", __name__)


@bp.route("/orders")
@login_required
@rate_limited(per_minute=30)
def list_orders():
    return render_orders(Order.query.all())


@bp.route("/orders/<int:order_id>")
def show_order(order_id):
    return render_order(Order.query.get_or_404(order_id))
