from .errors import (
    ConnectError,
    PoolTimeout,
    ReadTimeout,
    Timeout,
)

__version__ = "1.0"
