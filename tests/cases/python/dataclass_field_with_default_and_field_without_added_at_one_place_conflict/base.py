from dataclasses import dataclass, field


@dataclass
class Job:
    name: str
    retries: int

    def describe(self) -> str:
        return f"{self.name} x{self.retries}"
