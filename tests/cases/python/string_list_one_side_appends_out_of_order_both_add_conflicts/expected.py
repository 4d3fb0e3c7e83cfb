CHECKED_PACKAGES = [
    "shop.core",
    "shop.orders",
<<<<<<< left
    "shop.billing",
||||||| base
=======
    "shop.search",
>>>>>>> right
]
