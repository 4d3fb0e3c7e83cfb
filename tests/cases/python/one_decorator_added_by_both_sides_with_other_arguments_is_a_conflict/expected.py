import functools

from .http import get_json


def retry(times: int):
    def deco(fn):
        @functools.wraps(fn)
        def inner(*a, **kw):
            for _ in range(times - 1):
                try:
                    return fn(*a, **kw)
                except OSError:
                    pass
            return fn(*a, **kw)

        return inner

    return deco


<<<<<<< left
@retry(3)
||||||| base
=======
@retry(times=5)
>>>>>>> right
def fetch_rates(base: str) -> dict:
    return get_json(f"https://rates.example.com/{base}")


def fetch_symbols() -> list:
    return get_json("https://rates.example.com/v2/symbols")
