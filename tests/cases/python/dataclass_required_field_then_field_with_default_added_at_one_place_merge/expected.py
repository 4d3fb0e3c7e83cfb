from dataclasses import dataclass, field


@dataclass
class Job:
    name: str
    retries: int
    queue: str
    tags: list[str] = field(default_factory=list)

    def describe(self) -> str:
        return f"{self.name} x{self.retries} {self.tags}"
