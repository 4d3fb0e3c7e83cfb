"""Small helpers for the reporting jobs."""

import json
import csv


def dump(rows):
    return json.dumps(rows, indent=2)


def write_csv(rows, handle):
    writer = csv.writer(handle)
    writer.writerows(rows)
