class Clock:
    tz = "UTC"

    def now(self):
        return 1
