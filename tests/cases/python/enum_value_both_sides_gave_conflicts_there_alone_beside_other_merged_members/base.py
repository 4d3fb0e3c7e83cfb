import enum


class Level(enum.IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30


class Sink(str, enum.Enum):
    FILE = "file"
    CONSOLE = "console"


def sinks_for(level: Level) -> list[Sink]:
    if level >= Level.WARNING:
        return [Sink.FILE, Sink.CONSOLE]
    return [Sink.FILE]
