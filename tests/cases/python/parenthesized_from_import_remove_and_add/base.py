from .models import (
    Order,
    Product,
    User,
)
