from .errors import ConnectError, Timeout, DecodeError
