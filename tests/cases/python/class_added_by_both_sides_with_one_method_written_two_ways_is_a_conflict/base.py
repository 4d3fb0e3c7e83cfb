from decimal import Decimal


def vat(amount: Decimal) -> Decimal:
    return amount * Decimal("0.2")
