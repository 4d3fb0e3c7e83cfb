from .models import (
    Order,
    Product,
    Review,
    User,
)
