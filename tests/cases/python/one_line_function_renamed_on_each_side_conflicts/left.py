"""Small helpers for prices."""


def to_cents(amount): return round(amount * 100)


def euros(cents): return cents / 100
