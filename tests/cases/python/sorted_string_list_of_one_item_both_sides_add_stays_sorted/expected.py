CHECKED_PACKAGES = [
    "shop.core",
    "shop.orders",
    "shop.search",
    "shop.users",
]


def check(name):
    return name in CHECKED_PACKAGES
