from flask import Blueprint, jsonify

from .models import Order

bp = Blueprint("orders", __name__)


<<<<<<< left
@bp.route("/orders")
def list_orders():
    return jsonify([o.to_dict() for o in Order.query.all()])


@bp.route("/orders/<int:order_id>")
def get_order(order_id):
    return jsonify(Order.query.get_or_404(order_id).to_dict())


@bp.route("/orders/stats")
def order_stats():
    return jsonify({"count": Order.query.count()})
||||||| base
@bp.route("/orders")
def list_orders():
    return jsonify([o.to_dict() for o in Order.query.all()])


@bp.route("/orders/<int:order_id>")
def get_order(order_id):
    return jsonify(Order.query.get_or_404(order_id).to_dict())
=======
@bp.route("/orders/stats")
def orders_summary():
    total = sum(o.total for o in Order.query.all())
    return jsonify({"count": Order.query.count(), "total": total})


@bp.route("/orders")
def list_orders():
    return jsonify([o.to_dict() for o in Order.query.all()])


@bp.route("/orders/<int:order_id>")
def get_order(order_id):
    return jsonify(Order.query.get_or_404(order_id).to_dict())
>>>>>>> right
