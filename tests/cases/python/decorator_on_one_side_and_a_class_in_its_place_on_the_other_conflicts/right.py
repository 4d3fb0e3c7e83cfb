@dataclass
class handler:
    event: object
