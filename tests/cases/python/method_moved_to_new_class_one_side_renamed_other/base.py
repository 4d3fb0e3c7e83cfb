class ReportTests:
    def test_header(self):
        report = build()
        assert report.title
        assert report.date

    def test_totals(self):
        report = build(rows=3)
        assert report.total == 3
        assert report.rows
