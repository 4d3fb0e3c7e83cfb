from shop.models import (
    Cart,
    Order,
)
