class ReportTests:
    def test_header(self):
        report = build()
        assert report.title
        assert report.date
<<<<<<< left
||||||| base

    def test_totals(self):
        report = build(rows=3)
        assert report.total == 3
        assert report.rows
=======

    def test_total_rows(self):
        report = build(rows=3)
        assert report.total == 3
        assert report.rows
>>>>>>> right


class ReportTotalsTests:
    def test_totals(self):
        report = build(rows=3)
        assert report.total == 3
        assert report.rows
