import json
from typing import Any
from typing import Optional


def load(path: str) -> Any:
    with open(path) as f:
        return json.load(f)


def first_key(data: dict) -> Optional[str]:
    return next(iter(data), None)
