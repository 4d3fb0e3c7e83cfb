import enum


class Level(enum.IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30
<<<<<<< left
    ERROR = 40
||||||| base
=======
    CRITICAL = 40
>>>>>>> right


class Sink(str, enum.Enum):
    FILE = "file"
    CONSOLE = "console"
    SYSLOG = "syslog"
    WEBHOOK = "webhook"


def sinks_for(level: Level) -> list[Sink]:
    if level >= Level.ERROR:
        return [Sink.FILE, Sink.CONSOLE, Sink.SYSLOG]
    if level >= Level.WARNING:
        return [Sink.FILE, Sink.CONSOLE]
    return [Sink.FILE, Sink.WEBHOOK]
