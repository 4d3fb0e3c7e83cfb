def release():
<<<<<<< left
    version = (3, 1, 0)
||||||| base
    version = (3, 0, 0)
=======
    version = (3, 0, 1)
>>>>>>> right
    return version
