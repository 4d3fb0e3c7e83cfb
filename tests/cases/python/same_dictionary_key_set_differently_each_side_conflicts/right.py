LIMITS = {"cpu": 4, "memory": 512, "disk": 10}
