import pytest

from inventory.units import convert


@pytest.mark.parametrize(
    "amount, unit",
    [
        (1, "kg"),
        (500, "g"),
        (2, "lb"),
        (3, "oz"),
    ],
)
def test_convert_accepts(amount, unit):
    assert convert(amount, unit, "g") > 0
