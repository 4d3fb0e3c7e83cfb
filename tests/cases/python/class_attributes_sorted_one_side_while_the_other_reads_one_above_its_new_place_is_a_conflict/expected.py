class Limits:
<<<<<<< left
||||||| base
    TIMEOUT = 30
    RETRIES = 3
=======
    TIMEOUT = 30
    RETRIES = 3
    WORST_CASE = TIMEOUT * RETRIES
>>>>>>> right
    BACKOFF = 2
    RETRIES = 3
    TIMEOUT = 30

    @classmethod
    def describe(cls) -> str:
        return f"{cls.RETRIES} tries, {cls.TIMEOUT}s each, backoff x{cls.BACKOFF}"
