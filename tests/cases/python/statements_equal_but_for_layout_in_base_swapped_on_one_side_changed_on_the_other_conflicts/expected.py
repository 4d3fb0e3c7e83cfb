def test_report():
<<<<<<< left
    check("a")
    check('a')
    total = 1
||||||| base
    check('a')
    check("a")
    total = 0
=======
    check('b')
    check("c")
    total = 2
>>>>>>> right
