from shipping import RateCalculator


def make_calculator(carrier):
    return RateCalculator(
        carrier,
        currency="EUR",
        free_shipping_over=5000,
    )
