from .models import (
    Order,
    Review,
    User,
)
