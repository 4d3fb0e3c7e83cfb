import pytest

from inventory.units import convert


@pytest.mark.parametrize(
    "amount, unit, grams",
    [
<<<<<<< left
        (1, "kg", 1000),
        (500, "g", 500),
        (2, "lb", 907.18),
||||||| base
        (1, "kg"),
        (500, "g"),
        (2, "lb"),
=======
        (1, "kg"),
        (500, "g"),
        (2, "lb"),
        (3, "oz"),
>>>>>>> right
    ],
)
def test_convert_accepts(amount, unit, grams):
    assert convert(amount, unit, "g") == pytest.approx(grams)
