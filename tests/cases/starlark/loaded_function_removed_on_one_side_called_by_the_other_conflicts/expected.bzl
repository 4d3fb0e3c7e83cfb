def b():
    return 1
<<<<<<< left

def d():
    return 2
||||||| base
=======

def c():
    return helper() + 1
>>>>>>> right
