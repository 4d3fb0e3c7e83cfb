from shipping import RateCalculator


def make_calculator(carrier):
    return RateCalculator(
        carrier,
        currency="EUR",
    )
