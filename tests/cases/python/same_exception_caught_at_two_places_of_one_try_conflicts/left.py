import json


def load(path):
    try:
        with open(path) as fh:
            return json.load(fh)
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: {exc}") from exc
    except FileNotFoundError:
        return {}
