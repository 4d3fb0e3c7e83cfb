LIMITS = {"cpu": 2, "memory": 512, "disk": 10}
