from dataclasses import dataclass

SCHEMA_VERSION = 3


@dataclass
class ExportOptions:
    fmt: str
    path: str
    compress: bool = False
