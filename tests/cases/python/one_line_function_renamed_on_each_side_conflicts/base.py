"""Small helpers for prices."""


def cents(amount): return round(amount * 100)


def euros(cents): return cents / 100
