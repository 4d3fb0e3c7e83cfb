import json
from typing import Any, Optional


def load(path: str) -> Any:
    with open(path) as f:
        return json.load(f)


def load_or_none(path: str) -> Optional[Any]:
    try:
        return load(path)
    except FileNotFoundError:
        return None


def first_key(data: dict) -> Optional[str]:
    return next(iter(data), None)
