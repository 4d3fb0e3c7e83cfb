from .errors import ConnectError, Timeout
