CHECKED_PACKAGES = [
    "shop.core",
]


def check(name):
    return name in CHECKED_PACKAGES
