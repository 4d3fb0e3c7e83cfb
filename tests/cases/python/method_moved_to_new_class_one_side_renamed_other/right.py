class ReportTests:
    def test_header(self):
        report = build()
        assert report.title
        assert report.date

    def test_total_rows(self):
        report = build(rows=3)
        assert report.total == 3
        assert report.rows
