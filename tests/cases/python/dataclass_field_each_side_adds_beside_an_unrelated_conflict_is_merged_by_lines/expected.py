from dataclasses import dataclass

<<<<<<< left
SCHEMA_VERSION = 4
||||||| base
SCHEMA_VERSION = 3
=======
SCHEMA_VERSION = 5
>>>>>>> right


@dataclass
class ExportOptions:
    fmt: str
    path: str
<<<<<<< left
    delimiter: str = ","
||||||| base
=======
    encoding: str
>>>>>>> right
    compress: bool = False
