from decimal import Decimal


def vat(amount: Decimal) -> Decimal:
    return amount * Decimal("0.2")


class TestVat:
    def test_zero(self):
        assert vat(Decimal(0)) == 0

    def test_rounding(self):
        assert vat(Decimal("0.05")) == Decimal("0.010")

    def test_hundred(self):
        assert vat(Decimal(100)) == 20
