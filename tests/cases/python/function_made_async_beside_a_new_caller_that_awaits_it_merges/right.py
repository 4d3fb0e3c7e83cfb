import asyncio

from .storage import bucket


def load_report(report_id):
    blob = bucket.get(f"reports/{report_id}.json")
    return blob.json()


def report_titles(ids):
    return [load_report(i)["title"] for i in ids]


def preload(ids):
    return asyncio.gather(*(load_report(i) for i in ids))
