def test_report():
    check("a")
    check('a')
    total = 1
