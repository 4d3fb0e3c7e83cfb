from .errors import (
    ConnectError,
    DecodeError,
    PoolTimeout,
    ProxyError,
    ReadTimeout,
    Timeout,
    TooManyRedirects,
)

__version__ = "1.0"
