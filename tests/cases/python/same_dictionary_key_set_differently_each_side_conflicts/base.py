LIMITS = {"cpu": 1, "memory": 512}
