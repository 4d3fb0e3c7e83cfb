def test_report():
    check('b')
    check("c")
    total = 2
