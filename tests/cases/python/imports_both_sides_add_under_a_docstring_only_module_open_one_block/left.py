"""Small helpers for the reporting jobs."""

import json


def dump(rows):
    return json.dumps(rows, indent=2)
