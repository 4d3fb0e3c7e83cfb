__all__ = [
    # parsing
    "parse",
    "tokenize",
    # rendering
    "render",
]

SETTINGS = dict(
    # how long to wait
    timeout=10,
    retries=3,
    # where to log
    log_path="/var/log/app",
)
