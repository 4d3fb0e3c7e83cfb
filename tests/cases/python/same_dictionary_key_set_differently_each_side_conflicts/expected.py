<<<<<<< left
LIMITS = {"cpu": 2, "memory": 512}
||||||| base
LIMITS = {"cpu": 1, "memory": 512}
=======
LIMITS = {"cpu": 4, "memory": 512, "disk": 10}
>>>>>>> right
