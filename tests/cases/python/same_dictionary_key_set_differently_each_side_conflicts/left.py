LIMITS = {"cpu": 2, "memory": 512}
