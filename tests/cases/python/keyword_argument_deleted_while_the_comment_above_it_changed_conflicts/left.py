__all__ = [
    # parsing
    "parse",
    "tokenize",
    # rendering
    "render",
]

SETTINGS = dict(
    retries=3,
    # where to log
    log_path="/var/log/app",
)
