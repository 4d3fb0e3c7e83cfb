INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "shop.orders",
]
