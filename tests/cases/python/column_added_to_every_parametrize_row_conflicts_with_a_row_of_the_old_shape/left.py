import pytest

from inventory.units import convert


@pytest.mark.parametrize(
    "amount, unit, grams",
    [
        (1, "kg", 1000),
        (500, "g", 500),
        (2, "lb", 907.18),
    ],
)
def test_convert_accepts(amount, unit, grams):
    assert convert(amount, unit, "g") == pytest.approx(grams)
