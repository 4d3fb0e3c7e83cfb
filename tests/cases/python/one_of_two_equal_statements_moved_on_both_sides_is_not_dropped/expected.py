def test_flags():
    run("a")
    r = run("c")
    check_args()
    assert_message(r, "x")
    assert_value(2)
    assert_failed(r)
    assert_value(1)
<<<<<<< left
    assert_failed(r)
||||||| base
    r = run("c")
    assert_failed(r)
=======
    r = run("c")
>>>>>>> right
    assert_message(r, "y")
