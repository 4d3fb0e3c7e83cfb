CHECKED_PACKAGES = [
    "shop.core",
    "shop.orders",
    "shop.users",
]


def check(name):
    return name in CHECKED_PACKAGES
