class ReportTests:
    def test_header(self):
        report = build()
        assert report.title
        assert report.date

<<<<<<< left

class ReportTotalsTests:
    def test_totals(self):
||||||| base
    def test_totals(self):
=======
    def test_total_rows(self):
>>>>>>> right
        report = build(rows=3)
        assert report.total == 3
        assert report.rows
