from app.auth import login_required
from app.cache import cached


class ReportView:
    @cached(ttl=60)
    @traced("reports")
    @login_required
    def monthly(self, month):
        rows = self.store.rows(month, archived=False)
        return summarize(rows)

    def yearly(self, year):
        return [self.monthly(m) for m in range(1, 13)]

    def quarterly(self, quarter):
        return [self.monthly(m) for m in quarter.months]
