import json
from typing import Any
from typing_extensions import Optional


def load(path: str) -> Any:
    with open(path) as f:
        return json.load(f)
