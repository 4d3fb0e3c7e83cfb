class Client:
    def __init__(
        self,
        base_url: str,
        *,
        timeout: float = 5.0,
        headers: dict[str, str] | None = None,
    ) -> None:
        self.headers = headers or {}
        self.base_url = base_url
        self.timeout = timeout
