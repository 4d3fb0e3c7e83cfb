__all__ = [
    # parsing
    "parse",
    "tokenize",
    "lex",
    # rendering
    "render",
]

SETTINGS = dict(
    # how long to wait, in seconds
    timeout=10,
    retries=3,
    # where to log
    log_path="/var/log/app",
)
