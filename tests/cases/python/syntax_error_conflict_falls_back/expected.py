def first():
<<<<<<< left
    return [1
||||||| base
    return 1
=======
    return 2
>>>>>>> right
