class Clock:
    def now(self):
        return 1
