import json


def read_settings(path):
    """The settings stored at path, or None."""
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except (FileNotFoundError, json.JSONDecodeError, PermissionError, UnicodeDecodeError):
        return None
