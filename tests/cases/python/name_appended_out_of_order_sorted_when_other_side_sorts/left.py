from .errors import (
    ConnectError,
    PoolTimeout,
    ReadTimeout,
    Timeout,
    DecodeError,
)

__version__ = "1.0"
