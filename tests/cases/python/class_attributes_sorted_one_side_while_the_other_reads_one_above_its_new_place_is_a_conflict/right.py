class Limits:
    TIMEOUT = 30
    RETRIES = 3
    WORST_CASE = TIMEOUT * RETRIES
    BACKOFF = 2

    @classmethod
    def describe(cls) -> str:
        return f"{cls.RETRIES} tries, {cls.TIMEOUT}s each"
