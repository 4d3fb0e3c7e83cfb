def legacy_price(item):
    base = item.cost * 2
    return round(base, 2)


def price(item):
    base = item.cost * 2
    return round(base * 1.2, 2) + item.fee


class Shop:
    pass
