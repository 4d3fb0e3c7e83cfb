"""Small helpers for the reporting jobs."""

import csv


def write_csv(rows, handle):
    writer = csv.writer(handle)
    writer.writerows(rows)
