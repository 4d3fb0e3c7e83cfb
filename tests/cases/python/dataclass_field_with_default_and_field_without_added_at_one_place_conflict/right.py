from dataclasses import dataclass, field


@dataclass
class Job:
    name: str
    retries: int
    queue: str

    def describe(self) -> str:
        return f"{self.name} x{self.retries}"
