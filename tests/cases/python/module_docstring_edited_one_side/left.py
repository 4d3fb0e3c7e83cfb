"""Tools for reading and checking CSV exports."""

import csv


def rows(path):
    with open(path, newline="") as fh:
        return list(csv.reader(fh))


def header(path):
    return rows(path)[0]
