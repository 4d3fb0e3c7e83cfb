"""Small helpers for prices."""


<<<<<<< left
def to_cents(amount): return round(amount * 100)
||||||| base
def cents(amount): return round(amount * 100)
=======
def as_cents(amount): return round(amount * 100)
>>>>>>> right


def euros(cents): return cents / 100
