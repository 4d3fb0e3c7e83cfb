RETRY_POLICIES = [
    ("connect", 3, 0.5),
    ("read", 2, 1.0),
    ("write", 1, 2.0),
    ("close", 1, 0.1),
]


def policy_for(stage):
    return next(p for p in RETRY_POLICIES if p[0] == stage)
