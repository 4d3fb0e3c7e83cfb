from .errors import ConnectError, Timeout, PoolError
