class Clock:
    """Tells the time."""

    tz = "UTC"

    def now(self):
        return 1
