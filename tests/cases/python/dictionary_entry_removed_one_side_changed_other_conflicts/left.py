LIMITS = {"memory": 512}
