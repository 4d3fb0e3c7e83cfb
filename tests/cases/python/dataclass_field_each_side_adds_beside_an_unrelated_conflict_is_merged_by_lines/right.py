from dataclasses import dataclass

SCHEMA_VERSION = 5


@dataclass
class ExportOptions:
    fmt: str
    path: str
    encoding: str
    compress: bool = False
