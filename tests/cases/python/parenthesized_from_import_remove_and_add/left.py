from .models import (
    Order,
    User,
)
