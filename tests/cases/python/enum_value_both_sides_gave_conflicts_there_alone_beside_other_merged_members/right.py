import enum


class Level(enum.IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30
    CRITICAL = 40


class Sink(str, enum.Enum):
    FILE = "file"
    CONSOLE = "console"
    WEBHOOK = "webhook"


def sinks_for(level: Level) -> list[Sink]:
    if level >= Level.WARNING:
        return [Sink.FILE, Sink.CONSOLE]
    return [Sink.FILE, Sink.WEBHOOK]
