def price(item):
    base = item.cost * 2
    return round(base * 1.2, 2)


class Shop:
    pass
