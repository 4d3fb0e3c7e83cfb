CHECKED_PACKAGES = [
    "shop.core",
    "shop.orders",
    "shop.billing",
]
