from dataclasses import dataclass, field


@dataclass
class Job:
    name: str
    retries: int
<<<<<<< left
    tags: list[str] = field(default_factory=list)
||||||| base
=======
    queue: str
>>>>>>> right

    def describe(self) -> str:
        return f"{self.name} x{self.retries} {self.tags}"
