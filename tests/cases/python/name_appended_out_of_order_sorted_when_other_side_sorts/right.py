from .errors import (
    ConnectError,
    PoolTimeout,
    ProxyError,
    ReadTimeout,
    Timeout,
    TooManyRedirects,
)

__version__ = "1.0"
