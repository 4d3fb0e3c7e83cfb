from shop.models import Basket, Customer, Invoice, Order, Payment, Product, \
    Refund, Shipment, Voucher


def total(order):
    return sum(line.price for line in order.lines)
