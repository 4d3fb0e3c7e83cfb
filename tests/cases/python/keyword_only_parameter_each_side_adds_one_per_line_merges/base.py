class Client:
    def __init__(
        self,
        base_url: str,
        *,
        timeout: float = 5.0,
    ) -> None:
        self.base_url = base_url
        self.timeout = timeout
