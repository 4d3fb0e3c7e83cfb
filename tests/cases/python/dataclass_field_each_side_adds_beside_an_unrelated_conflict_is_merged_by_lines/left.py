from dataclasses import dataclass

SCHEMA_VERSION = 4


@dataclass
class ExportOptions:
    fmt: str
    path: str
    delimiter: str = ","
    compress: bool = False
