CHECKED_PACKAGES = [
    "shop.core",
    "shop.search",
]


def check(name):
    return name in CHECKED_PACKAGES
