__all__ = [
    # parsing
    "parse",
    "tokenize",
    "lex",
    # rendering
    "render",
]

SETTINGS = dict(
<<<<<<< left
||||||| base
    # how long to wait
    timeout=10,
=======
    # how long to wait, in seconds
    timeout=10,
>>>>>>> right
    retries=3,
    # where to log
    log_path="/var/log/app",
)
