RETRY_POLICIES = [
    ("connect", 5, 0.25),
    ("read", 4, 0.5),
    ("write", 2, 1.0),
]


def policy_for(stage):
    return next(p for p in RETRY_POLICIES if p[0] == stage)
